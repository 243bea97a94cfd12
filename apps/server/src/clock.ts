/** Time is an input: services read `now` from here so tests can fix and move it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** The zone demo data and academic years are laid out in (an Indian product). */
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';

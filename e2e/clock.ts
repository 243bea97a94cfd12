/**
 * The journeys' time (issue 18). The server seeds its demo data around the moment it starts
 * and the browser shows "today" by its own clock, so on the real clock the journeys depended on
 * when they ran: near midnight in India the two disagreed, on the first or last days of a month
 * the four-day book fair left the month, in April the previous month was another academic year.
 * Every run now happens on one Saturday morning in India: the server's clock and every
 * browser's are the real clock moved by one offset, fixed when the run starts (time still flows,
 * so clocks tick and timers fire).
 *
 * The date lies ahead of the real one on purpose: the session cookie's expiry is a date the
 * browser compares with its own, real, clock.
 */
export const E2E_NOW = '2037-11-21T10:00:00+05:30';

/** Set once by playwright.config.ts for the whole run; workers and the server inherit it. */
export const OFFSET_VARIABLE = 'E2E_CLOCK_OFFSET_MS';

export function clockOffsetMs(): number {
  const offset = Number(process.env[OFFSET_VARIABLE]);
  if (!Number.isFinite(offset)) throw new Error(`${OFFSET_VARIABLE} is not set: run the journeys through playwright.config.ts`);
  return offset;
}

/** Now, on the journeys' clock. */
export function e2eNow(): Date {
  return new Date(Date.now() + clockOffsetMs());
}

/** Today in India on the journeys' clock (YYYY-MM-DD): the day the server seeded as today. */
export function indiaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(e2eNow());
}

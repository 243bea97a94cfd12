// 24×24 stroke icons of the event calendar and the timetable's calendar subscription (two features: shared here).
export const CHEVRON_LEFT = 'M15 6l-6 6 6 6';
export const CHEVRON_RIGHT = 'M9 6l6 6-6 6';
export const CALENDAR = 'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6Z M4 10h16 M8 2v4 M16 2v4';
/** An event (event_type 2) [EVENT-DATA-4]. */
export const STAR = 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z';
/** A holiday (event_type 1) [EVENT-DATA-3]: a sun. */
export const SUN = 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M12 2v2 M12 20v2 M4.9 4.9l1.4 1.4 M17.7 17.7l1.4 1.4 M2 12h2 M20 12h2 M4.9 19.1l1.4-1.4 M17.7 6.3l1.4-1.4';
export const NOT_OFFERED = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z M4.9 4.9l14.2 14.2';
export const LINK = 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';
export const COPY = 'M9 9h10v12H9z M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1';

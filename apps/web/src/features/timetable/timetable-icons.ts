// 24×24 stroke icons of the timetable.
export const CHEVRON_LEFT = 'M15 18l-6-6 6-6';
export const CHEVRON_RIGHT = 'M9 18l6-6-6-6';
export const CHEVRON_DOWN = 'M6 9l6 6 6-6';
/** The holiday marker: a small flag. */
export const FLAG = 'M5 21V4 M5 4h11l-2 4 2 4H5';
export const CALENDAR_OFF = 'M4 6h16v14H4z M4 10h16 M9 3v4 M15 3v4 M9 14l6 4 M15 14l-6 4';
export const CALENDAR = 'M4 6h16v14H4z M4 10h16 M9 3v4 M15 3v4';
export const ALERT = 'M12 3 2 21h20L12 3Z M12 10v5 M12 18h.01';

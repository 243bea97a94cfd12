// Icons only the signed-in shell uses (24×24 strokes).
export const MENU = 'M4 6h16 M4 12h16 M4 18h16';
export const HELP = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3 M12 17h.01';
export const MESSAGE = 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z M7 8h10 M7 12h6';
export const PALETTE =
  'M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-1.5a1.5 1.5 0 0 0-1 2.6 1.5 1.5 0 0 1-1.1 2.4H12Z M7.5 11.5h.01 M10.5 7.5h.01 M15.5 8.5h.01';
export const LOGOUT = 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4 M16 17l5-5-5-5 M21 12H9';
export const TWITTER = 'M4 4l16 16 M20 4 4 20';
export const FACEBOOK = 'M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5v4h3v7h4v-7h3l1-4h-4V7.5a.5.5 0 0 1 .5-.5H15Z';
export const LINKEDIN =
  'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z M8 10v7 M8 7v.01 M12 17v-7 M12 13a3 3 0 0 1 6 0v4';
export const WHATSAPP =
  'M3 21l1.7-5A9 9 0 1 1 8 19.3Z M9 8.5c0 4 2.5 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2Z';
export const YOUTUBE =
  'M2.5 7.5a3 3 0 0 1 2.2-2.2C6.6 5 12 5 12 5s5.4 0 7.3.3a3 3 0 0 1 2.2 2.2c.5 1.9.5 4.5.5 4.5s0 2.6-.5 4.5a3 3 0 0 1-2.2 2.2C17.4 19 12 19 12 19s-5.4 0-7.3-.3a3 3 0 0 1-2.2-2.2C2 14.6 2 12 2 12s0-2.6.5-4.5Z M10 9.5v5l4.5-2.5Z';
export const INSTAGRAM =
  'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M17.5 6.5h.01';

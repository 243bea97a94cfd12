// 24×24 stroke icons of the dashboard.
export const CHEVRON_LEFT = 'M15 18l-6-6 6-6';
export const CHEVRON_RIGHT = 'M9 18l6-6-6-6';
export const MEGAPHONE = 'M3 11v2a1 1 0 0 0 1 1h3l5 4V6L7 10H4a1 1 0 0 0-1 1Z M16 9a4 4 0 0 1 0 6 M19 6a8 8 0 0 1 0 12';
export const PAPERCLIP = 'M21 11.5l-8.6 8.6a5 5 0 0 1-7-7l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4l8-8';
export const ALERT = 'M12 3 2 21h20L12 3Z M12 10v5 M12 18h.01';
export const SEARCH = 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z M21 21l-4.3-4.3';

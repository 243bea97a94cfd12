// 24×24 stroke icons of the assignment screens.
export const HOMEWORK = 'M6 3h9l4 4v14H6z M14 3v5h5 M9 12h7 M9 16h5';
export const SEARCH_OFF = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M20 20l-4-4 M8 11h6';
export const VIEW = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z';
export const DOWNLOAD = 'M12 3v12 M7 10l5 5 5-5 M5 21h14';
export const LINK = 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';
export const FILE = 'M6 3h9l4 4v14H6z M14 3v5h5';
export const IMAGE = 'M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4 M15 9h.01';
export const VIDEO = 'M3 6h13v12H3z M16 10l5-3v10l-5-3';
export const AUDIO = 'M9 18V5l11-2v13 M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z M20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z';
export const REMOVE = 'M6 6l12 12 M18 6 6 18';
export const UPLOAD = 'M12 16V4 M7 9l5-5 5 5 M5 20h14';
export const BACK = 'M15 18l-6-6 6-6';
export const ALERT = 'M12 3 2 21h20L12 3Z M12 10v5 M12 18h.01';
export const CHECK = 'M5 12.5l4.5 4.5L19 7';

// 24×24 stroke icons of the assignment screens (the file ones shared with other file lists).
export { AUDIO, DOWNLOAD, FILE, IMAGE, LINK, VIDEO, VIEW } from '../../components/ui/file-icons.ts';
export const HOMEWORK = 'M6 3h9l4 4v14H6z M14 3v5h5 M9 12h7 M9 16h5';
export const SEARCH_OFF = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M20 20l-4-4 M8 11h6';
export const REMOVE = 'M6 6l12 12 M18 6 6 18';
export const UPLOAD = 'M12 16V4 M7 9l5-5 5 5 M5 20h14';
export const BACK = 'M15 18l-6-6 6-6';
export const ALERT = 'M12 3 2 21h20L12 3Z M12 10v5 M12 18h.01';
export const CHECK = 'M5 12.5l4.5 4.5L19 7';

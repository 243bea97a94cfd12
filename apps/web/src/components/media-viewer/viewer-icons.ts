// The viewer toolbar's icons (24 x 24 stroke paths, like the rest of the app's).
export const PREVIOUS = 'M15 6l-6 6 6 6';
export const NEXT = 'M9 6l6 6-6 6';
export const ZOOM_IN = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M21 21l-5-5 M8 11h6 M11 8v6';
export const ZOOM_OUT = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M21 21l-5-5 M8 11h6';
export { CLOSE } from '../ui/icon-paths.ts';
export { DOWNLOAD } from '../ui/file-icons.ts';

// 24×24 stroke icons of files and their actions, shared by the screens that list files
// (homework attachments, documents, study material); apart from icon-paths.ts, which the login
// page loads.
export const VIEW = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z';
export const DOWNLOAD = 'M12 3v12 M7 10l5 5 5-5 M5 21h14';
export const LINK = 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';
export const FILE = 'M6 3h9l4 4v14H6z M14 3v5h5';
export const IMAGE = 'M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4 M15 9h.01';
export const VIDEO = 'M3 6h13v12H3z M16 10l5-3v10l-5-3';
export const AUDIO = 'M9 18V5l11-2v13 M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z M20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z';
export const PLAY = 'M7 4v16l13-8z';

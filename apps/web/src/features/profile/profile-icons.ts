// Icons of the profile screen (24×24 strokes).
export const PENCIL = 'M4 20h4L19 9l-4-4L4 16v4Z M14 6l4 4';
export const CAMERA = 'M4 8h3l2-3h6l2 3h3v11H4Z M12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z';
export const LOCK = 'M6 11h12v10H6Z M8.5 11V7.5a3.5 3.5 0 0 1 7 0V11 M12 15v2';

// Icons of the fees screen (24×24 strokes).
export const DOWNLOAD = 'M12 3v12 M7 10l5 5 5-5 M5 21h14';
export const NOT_OFFERED = 'M4 7h16v12H4z M4 11h16 M8 15h4 M3 3l18 18';
export const RETRY = 'M20 11a8 8 0 1 0-2.3 5.7 M20 5v6h-6';

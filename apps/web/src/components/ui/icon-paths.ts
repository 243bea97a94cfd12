// 24×24 stroke icons drawn for this portal. Split by where they are used, so the login page
// bundles only its own (a module shared by two chunks ships all of its exports).
export const EYE = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z';
export const EYE_OFF =
  'M3 3l18 18 M10.6 5.1A10.9 10.9 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2 M6.6 6.6A17.4 17.4 0 0 0 2 12s3.5 7 10 7a10.6 10.6 0 0 0 5.4-1.4 M9.9 9.9a3 3 0 0 0 4.2 4.2';
export const CLOSE = 'M6 6l12 12 M18 6 6 18';
export const HOME = 'M3 10.5 12 3l9 7.5 M5 9.5V21h14V9.5 M10 21v-6h4v6';
export const CHECK = 'M5 12.5l4.5 4.5L19 7';
export const GLOBE = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z M2 12h20 M12 2a15 15 0 0 1 0 20 M12 2a15 15 0 0 0 0 20';

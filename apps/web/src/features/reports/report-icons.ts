// The reports screen's icons (24 × 24 outline paths), in its own chunk.
export { EYE } from '../../components/ui/icon-paths.ts';
export const BOOKMARK = 'M6 3h12v18l-6-4-6 4z';
export const TRASH = 'M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13 M10 11v6 M14 11v6';
export const REPORT = 'M5 3h10l4 4v14H5z M15 3v4h4 M8 17v-3 M12 17v-6 M16 17v-4';

// The reports screen's icons (24 × 24 outline paths), in its own chunk.
export { EYE } from '../../components/ui/icon-paths.ts';
export { BOOKMARK } from '../../components/ui/list-icons.ts';
export const TRASH = 'M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13 M10 11v6 M14 11v6';
export { CHOOSE, NONE } from '../../components/ui/list-icons.ts';
/** A question's outcome in the report's table: right, wrong, partly right, left. */
export const OUTCOME_ICONS = {
  right: 'M5 12.5l4.5 4.5L19 7',
  wrong: 'M6 6l12 12 M18 6 6 18',
  partial: 'M5 12h14',
  left: 'M12 5v.01 M12 12v.01 M12 19v.01',
} as const;

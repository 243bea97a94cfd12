// The live classes screen's icons (empty states), apart from the login page's icon-paths.ts.
export const VIDEO = 'M3 7a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z M16 10l5-3v10l-5-3';
export { ALERT } from '../../components/ui/list-icons.ts';

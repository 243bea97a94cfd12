// 24×24 stroke icons of My Exam.
export const EXAM = 'M7 3h10v18H7z M10 7h4 M10 11h4 M10 15h2';
export { CHOOSE, NONE } from '../../components/ui/list-icons.ts';
export const SEARCH_OFF = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M20 20l-4-4 M8 11h6';
export { BOOKMARK } from '../../components/ui/list-icons.ts';
export { ALERT } from '../../components/ui/list-icons.ts';

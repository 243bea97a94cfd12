import type { ShellSettings } from './institute-settings.ts';
import { isOpenUser, isParentLogin } from './user-role.ts';

export type MenuKey =
  | 'home'
  | 'timetable'
  | 'studymaterial'
  | 'live'
  | 'exam'
  | 'report'
  | 'document'
  | 'assignment'
  | 'product'
  | 'eventCalender'
  | 'fees';

export type MenuItem = { key: MenuKey; path: string };

export type MenuInput = {
  userType: number;
  isSchool: boolean;
  settings: ShellSettings;
  enableOnlineAssignment: boolean;
};

type Rule = { key: MenuKey; path: string; shown: (i: MenuInput) => boolean };

/** The screens the menu hides from parents [SHELL-MENU-3] [SHELL-MENU-7]; a direct address to them is refused too (issue 17). */
export const PARENT_HIDDEN_PATHS = ['/studymaterial', '/document'] as const;

/** A parent's session may not open this screen (a path relative to the base path). */
export const refusedToParent = (path: string, userType: number) => isParentLogin(userType) && (PARENT_HIDDEN_PATHS as readonly string[]).includes(path);

const notParent = (i: MenuInput) => !isParentLogin(i.userType);
const notOpen = (i: MenuInput) => !isOpenUser(i.userType);

/** Order of S0's table [SHELL-MENU-14]; one predicate per row [SHELL-MENU-1..13]. */
const RULES: Rule[] = [
  { key: 'home', path: '/dashboard', shown: () => true },
  { key: 'timetable', path: '/timetable', shown: () => true },
  {
    key: 'studymaterial',
    path: '/studymaterial',
    shown: (i) =>
      ['STUDY_MATERIAL', 'BOTH'].includes(i.settings.file_manager_study_material) && notParent(i),
  },
  { key: 'live', path: '/live', shown: (i) => ['ONLINE', 'HYBRID_BLENDED'].includes(i.settings.classes) },
  { key: 'exam', path: '/exam', shown: (i) => ['ONLINE', 'HYBRID_BLENDED'].includes(i.settings.exam) },
  {
    key: 'report',
    path: '/report',
    shown: (i) => ['ONLINE', 'OFFLINE', 'HYBRID_BLENDED'].includes(i.settings.exam),
  },
  {
    key: 'document',
    path: '/document',
    shown: (i) =>
      ['FILE_MANEGER', 'BOTH'].includes(i.settings.file_manager_study_material) && notParent(i),
  },
  { key: 'assignment', path: '/assignment', shown: (i) => i.enableOnlineAssignment && notOpen(i) },
  { key: 'product', path: '/product', shown: (i) => i.settings.store },
  { key: 'eventCalender', path: '/eventCalender', shown: (i) => i.isSchool && notOpen(i) },
  { key: 'fees', path: '/fees', shown: notOpen },
];

/**
 * The header menu for a session. User type 99 gets the short menu [SHELL-SHORT-1], each
 * entry still subject to its own setting [SHELL-SHORT-2]: the `notOpen` rows drop out.
 */
export function menuItems(input: MenuInput): MenuItem[] {
  return RULES.filter((r) => r.shown(input)).map(({ key, path }) => ({ key, path }));
}

/**
 * The active item is the one whose link the current path starts with [SHELL-ACTIVE-1..3].
 * Matching is by whole segments so that /document is not active on /documents-x.
 */
export function activeMenuKey(pathname: string, items: MenuItem[]): MenuKey | undefined {
  const path = pathname.replace(/^\/my-account(?=\/|$)/, '') || '/';
  return items.find((i) => path === i.path || path.startsWith(`${i.path}/`))?.key;
}

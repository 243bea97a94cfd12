/** User types 1 (student) and 99 (open user) sign in for themselves. [SESSION-ROLE-1] [SESSION-ROLE-2] */
export const STUDENT_USER_TYPE = 1;
export const OPEN_USER_TYPE = 99;

export function isDirectUser(userType: number): boolean {
  return userType === STUDENT_USER_TYPE || userType === OPEN_USER_TYPE;
}

/**
 * A parent login is any user type other than 1 and 99 [SESSION-ROLE-3].
 * Decision 004 ([SESSION-ROLE-4]): the user type is the one test; the server derives
 * `parentslogin` from it, so the flag and the type can never disagree.
 */
export function isParentLogin(userType: number): boolean {
  return !isDirectUser(userType);
}

export function isOpenUser(userType: number): boolean {
  return userType === OPEN_USER_TYPE;
}

import { isOpenUser, STUDENT_USER_TYPE } from '../shell/user-role.ts';

/**
 * The role label (`display`) of an account where a person picks one of several: the login's
 * profile dialog [LOGIN-MULTI-1] and forgot password's chooser [PWD-FORGOT-5]. An admin is
 * 'Admin' whatever its type; user type 1 'Student', 99 'Open User', any other 'Parent'.
 */
export function roleLabel(account: { role: string; user_type: number }): string {
  if (account.role === 'admin') return 'Admin';
  if (account.user_type === STUDENT_USER_TYPE) return 'Student';
  return isOpenUser(account.user_type) ? 'Open User' : 'Parent';
}

import { isParentLogin } from '../shell/user-role.ts';

export const LOGIN_OPTION_ELSEWHERE = 10;
export const LOGIN_OPTION_UNREGISTERED_DEVICE = 11;
export const LOGIN_OPTION_BLOCKED = 13;

type StudentLike = { is_login_allowed: number; student_id?: number };
type ResultObject = {
  login_option?: number | null;
  user_type?: number;
  /** Set once a child is chosen: a parent's session still lists every child. */
  student_id?: number | null;
  student_details?: StudentLike[];
};

export type LoginOutcome =
  | { kind: 'chooseProfile' }
  | { kind: 'confirmTakeOver' }
  | { kind: 'unregisteredDevice' }
  | { kind: 'blocked' }
  | { kind: 'notAuthorised' }
  | { kind: 'chooseStudent' }
  | { kind: 'feeDues' }
  | { kind: 'success' };

/**
 * What a successful login answer means for the screen [LOGIN-OUT-2..5] [LOGIN-OPT-1,4,5]
 * [LOGIN-PARENT-1..3] [LOGIN-FEE-1]. A non-success status is handled by the caller as an error.
 */
export function loginOutcome(result: ResultObject | unknown[] | null): LoginOutcome {
  if (result === null) return { kind: 'notAuthorised' };
  if (Array.isArray(result)) return { kind: 'chooseProfile' };
  switch (result.login_option) {
    case LOGIN_OPTION_ELSEWHERE:
      return { kind: 'confirmTakeOver' };
    case LOGIN_OPTION_UNREGISTERED_DEVICE:
      return { kind: 'unregisteredDevice' };
    case LOGIN_OPTION_BLOCKED:
      return { kind: 'blocked' };
  }
  const students = result.student_details ?? [];
  if (result.user_type !== undefined && isParentLogin(result.user_type)) {
    const chosen = result.student_id == null ? undefined : students.find((s) => s.student_id === result.student_id);
    const acting = chosen ?? (students.length === 1 ? students[0] : undefined);
    if (!acting && students.length > 1) return { kind: 'chooseStudent' };
    if (acting && acting.is_login_allowed !== 1) return { kind: 'feeDues' };
  }
  return { kind: 'success' };
}

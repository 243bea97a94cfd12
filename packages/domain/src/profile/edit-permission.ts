import { isParentLogin, STUDENT_USER_TYPE } from '../shell/user-role.ts';

/** The self-edit flag as legacy stores write it: a boolean, 1/0 or 'Y'/'N'. */
export type SelfEditFlag = boolean | number | string | null | undefined;

function isSet(flag: SelfEditFlag): boolean {
  if (typeof flag === 'string') return ['1', 'y', 'yes', 'true'].includes(flag.trim().toLowerCase());
  return flag === true || flag === 1;
}

/**
 * Edit icons (address, birth place, blood group, date of birth, photo) show only for a student
 * (user type 1) signed in as themself whose student_profile_update_restrict is set
 * [PROFILE-EDIT-1] [PROFILE-EDIT-2]; reading A of [PROFILE-EDIT-3]: set means editable, as S1
 * says. The server applies the same function before a profile update.
 */
export function canEditProfile(input: { userType: number; isParent: boolean; selfEditFlag: SelfEditFlag }): boolean {
  return input.userType === STUDENT_USER_TYPE && !input.isParent && isSet(input.selfEditFlag);
}

export type PasswordChangeTarget = {
  /** The account whose password changes: the parent's on a parent login [PWD-CHANGE-9]. */
  accountUserId: number;
  /** The success text's key [PWD-CHANGE-10]; the student's is decision 020 [PWD-CHANGE-11]. */
  successKey: 'profile.pwd.changedParent' | 'profile.pwd.changed';
};

/**
 * Reading A of [PWD-CHANGE-12]: change password is the account's own credential, not a profile
 * edit, so every signed-in person is offered it whatever the self-edit flag (students, open
 * users and parents; OWASP ASVS 5.0 6.2.2: users can change their password). A parent login
 * changes the parent's password [PWD-CHANGE-9]; with no parent id known it is not offered (null).
 */
export function passwordChangeTarget(input: {
  userType: number;
  userId: number;
  parentId: number | null | undefined;
}): PasswordChangeTarget | null {
  if (!isParentLogin(input.userType)) return { accountUserId: input.userId, successKey: 'profile.pwd.changed' };
  if (input.parentId === null || input.parentId === undefined) return null;
  return { accountUserId: input.parentId, successKey: 'profile.pwd.changedParent' };
}

/** The user is logged out this long after a successful change [PWD-CHANGE-8]. */
export const PASSWORD_CHANGE_LOGOUT_MS = 2000;

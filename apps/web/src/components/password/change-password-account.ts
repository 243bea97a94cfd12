import type { TSession } from '@portal/contract';
import { isParentLogin } from '@portal/domain/shell/user-role';
import { passwordChangeTarget, type PasswordChangeTarget } from '@portal/domain/profile/edit-permission';

export type ChangePasswordAccount = {
  institute_id: number;
  /** The account's login name: its phone, else its email [API-PWD-2]. */
  username: string;
  /** The account whose password changes: the parent's on a parent login [PWD-CHANGE-9]. */
  userid: number;
  successKey: PasswordChangeTarget['successKey'];
  /** The account's own name, phone and email: the common-password check refuses them (decision 020). */
  context: string[];
};

const present = (values: (string | null | undefined)[]) => values.filter((v): v is string => !!v && v.trim() !== '');

/**
 * Whose password the dialog changes, from the session. The domain's passwordChangeTarget picks
 * the account and the success text [PWD-CHANGE-9] [PWD-CHANGE-10]; on a parent login the
 * username is the parent's phone (parent_num: phone_no is the adopted child's), falling back
 * to phone_no as the messages call does (decision for MSG-PHONE-2). Null when the session
 * names no such account (a parent login without a parent id, or no phone or email at all).
 */
export function changePasswordAccount(session: TSession): ChangePasswordAccount | null {
  const target = passwordChangeTarget({ userType: session.user_type, userId: session.user_id, parentId: session.parent_id });
  if (!target) return null;
  const parent = isParentLogin(session.user_type);
  const [username] = parent ? present([session.parent_num, session.phone_no]) : present([session.phone_no, session.email_id]);
  if (!username) return null;
  const context = parent
    ? present([session.parent_name, session.parent_num])
    : present([session.name, session.phone_no, session.email_id]);
  return { institute_id: session.institute_id, username: username.trim(), userid: target.accountUserId, successKey: target.successKey, context };
}

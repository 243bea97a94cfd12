import type { TSession } from '@portal/contract';
import { isParentLogin } from '@portal/domain/shell/user-role';
import { userTimeZone } from '../../lib/time-zone.ts';

/** What the live classes screen reads from the session, in one place. */
export type LiveContext = {
  instituteId: number;
  /** The learner's user (a parent's chosen child's): API-LIVE-2's user_id. */
  userId: number;
  isParent: boolean;
  /** The zone of the institute's days, until the answer names its own. */
  timeZone: string;
};

export function liveContext(session: TSession): LiveContext {
  return { instituteId: session.institute_id, userId: session.user_id, isParent: isParentLogin(session.user_type), timeZone: userTimeZone(session) };
}

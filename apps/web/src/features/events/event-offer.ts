import type { TSession } from '@portal/contract';
import { isOpenUser } from '@portal/domain/shell/user-role';

/**
 * Whether the event calendar is offered: to schools only, not to user type 99 (the menu hides
 * it the same way, SHELL-MENU), and only with a learner to ask for (student_id). Decision 015:
 * anyone else reaching the address sees a short 'not offered' note and no call is made.
 */
export function offersEventCalendar(session: TSession): session is TSession & { student_id: number } {
  return session.is_institute_type_school && !isOpenUser(session.user_type) && session.student_id !== null;
}

import type { TSession } from '@portal/contract';

/** A key that changes with the learner (a parent's chosen child) and the academic year: a screen keyed by it starts afresh on a switch. */
export const learnerKey = (session: TSession) => `${session.user_id}-${session.student_id ?? 'none'}-${session.acad_yr_id ?? 'none'}`;

import { ERROR_CODES, NO_COURSE_MESSAGE } from '@portal/contract/error-codes';
import { ApiError } from '../../lib/api-client.ts';
import { serverMessageOf } from '../../lib/call-failure.ts';
import type { FailureOutcome } from '../../lib/use-failure-redirect.ts';

/**
 * The answer of a timetable call for a learner with no batch or product [TT-ERR-1]: HTTP 400
 * with code NO_COURSE and the contract's message (from its zod-free file).
 */
export function isNoCourse(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ERROR_CODES.noCourse || error.serverMessage?.trim() === NO_COURSE_MESSAGE);
}

/**
 * How a failed timetable or holiday call of a view is shown [TT-ERR-1..3]: 'Please assign
 * course!' is silent (the view shows its data cleared); another server message leaves for the
 * dashboard; no message is the generic toast and the view stays.
 */
export function timetableFailure(error: unknown): FailureOutcome {
  if (isNoCourse(error)) return 'silent';
  return serverMessageOf(error) === null ? 'toast' : 'leave';
}

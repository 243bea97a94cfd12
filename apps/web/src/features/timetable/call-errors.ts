import { ERROR_CODES, NO_COURSE_MESSAGE } from '@portal/contract/error-codes';
import { errorToShow } from '@portal/domain/errors/status-message';
import { ApiError } from '../../lib/api-client.ts';
import { messageText } from '../../lib/i18n.ts';
import type { FailureOutcome } from '../../lib/use-failure-redirect.ts';

/**
 * The answer of a timetable call for a learner with no batch or product [TT-ERR-1]: HTTP 400
 * with code NO_COURSE and the contract's message (from its zod-free file).
 */
export function isNoCourse(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ERROR_CODES.noCourse || error.serverMessage?.trim() === NO_COURSE_MESSAGE);
}

/** Already shown to the user (a 403 logs out with its message, in api-client) [TT-ERR-4/5] [TT-PHASE-11]. */
export function isHandled(error: unknown): boolean {
  return error instanceof ApiError && error.handled;
}

/** The server's own message of a failed call, or null when it sent none. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError && error.serverMessage?.trim() ? error.serverMessage : null;
}

/** The generic error text of a failure without a server message: the status map [TT-ERR-3] [ERR-GEN-3..5]. */
export function genericErrorText(error: unknown): string {
  return messageText(errorToShow({ status: error instanceof ApiError ? error.status : null, message: null }));
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

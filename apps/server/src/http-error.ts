import { ERROR_CODES, NO_COURSE_MESSAGE } from '@portal/contract';

export type FieldError = { field: string; message: string };

/**
 * A failure the caller caused and may be told about. The error handler turns it into the
 * ZErrorBody shape; anything else that is thrown becomes a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function notFound(message = 'Not Found'): HttpError {
  return new HttpError(404, ERROR_CODES.notFound, message);
}

/** A 400 naming the field, in the same shape as a schema validation failure. */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(400, ERROR_CODES.validation, `${field}: ${message}`, [{ field, message }]);
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const SESSION_REPLACED_MESSAGE =
  'You were signed out because your account signed in on another device.';

/**
 * 403 is kept for "your session is gone": the client logs out on any 403 [SESSION-FORBID-1],
 * so every other refusal uses another status.
 */
export function sessionEnded(): HttpError {
  return new HttpError(403, ERROR_CODES.sessionEnded, SESSION_ENDED_MESSAGE);
}

export function sessionReplaced(): HttpError {
  return new HttpError(403, ERROR_CODES.sessionReplaced, SESSION_REPLACED_MESSAGE);
}

/**
 * 'Please assign course!': a timetable call for a learner in no batch at all. A 400 with its
 * own code; the browser clears the calendar silently on this message [TT-ERR-1].
 */
export function noCourse(): HttpError {
  return new HttpError(400, ERROR_CODES.noCourse, NO_COURSE_MESSAGE);
}

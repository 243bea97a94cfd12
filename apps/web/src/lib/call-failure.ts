import { errorToShow } from '@portal/domain/errors/status-message';
import { ApiError } from './api-client.ts';
import { messageText } from './i18n.ts';

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

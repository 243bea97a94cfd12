import { errorToShow } from '@portal/domain/errors/status-message';
import { ApiError } from './api-client.ts';
import { messageText } from './i18n.ts';
import { serverMessage } from './server-message.ts';
import { showToast } from './toast-store.ts';

/** The text of a failed call: the server's message, else the status map [ERR-STATUS-1..8] [ERR-GEN-2..5]. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    return messageText(serverMessage(error) ?? errorToShow({ status: error.status, message: error.serverMessage }));
  }
  return messageText(errorToShow({ status: null, message: null }));
}

/** Shows a failed call as an error toast, unless it was already shown (a 403 logout). */
export function toastError(error: unknown): void {
  if (error instanceof ApiError && error.handled) return;
  showToast(errorText(error));
}

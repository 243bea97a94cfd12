import type { ShownError } from '@portal/domain/errors/status-message';
import { messageText, whenTextsReady } from './i18n.ts';
import { showToast } from './toast-store.ts';

/**
 * Shows a message (the server's text, or a key of ours) as an error toast. A key waits for the
 * texts it is written in: a call started while the app starts (a reload, issue 14) may fail
 * before the language file has loaded, and would show an untranslated key or nothing.
 */
export function showMessageToast(message: ShownError): void {
  if ('text' in message) return showToast(message.text);
  whenTextsReady(() => showToast(messageText(message)));
}

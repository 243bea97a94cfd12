import { ApiError } from '../../../../lib/api-client.ts';
import { i18n } from '../../../../lib/i18n.ts';
import { errorText } from '../../../../lib/show-error.ts';
import { REFUSAL_CODES } from './panel-codes.ts';

/**
 * The words of a refused launch, enter, save or submit: by its code in the user's language
 * (examPanel.refusal.*, the panel's texts must be loaded), else the server's message or the
 * status text (ERR-STATUS) as every screen says it.
 */
export function refusalText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : null;
  if (code && (REFUSAL_CODES as readonly string[]).includes(code)) {
    const key = `examPanel.refusal.${code}`;
    if (i18n.exists(key)) return i18n.t(key);
  }
  return errorText(error);
}

/** The same by code alone (the queue's 409): the user's language when known, else the server's words. */
export function refusalTextOf(code: string | null, message: string | null): string | null {
  const key = `examPanel.refusal.${code ?? ''}`;
  if (code && (REFUSAL_CODES as readonly string[]).includes(code) && i18n.exists(key)) return i18n.t(key);
  return message;
}

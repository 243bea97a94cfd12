import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@portal/contract/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/show-error.ts';
import { domainTextKey, isDomainKey } from '../profile-keys.ts';

/** A failed save as its popup shows it: under the field (the server refused the value) or above the buttons. */
export type SaveErrorView = { text: string; onField: boolean };

/**
 * The server's message of a failed save, kept in the popup with what was typed. A refused value
 * (400 VALIDATION, whose message names the field: 'address: …') goes under the field without
 * the name; a domain message key the server may send is shown translated. Anything else (not
 * allowed, too large, offline) is the server's text or the status text [ERR-GEN-2..5]. A 403
 * has already logged out (api-client): nothing to show.
 */
export function saveErrorView(error: unknown, t: TFunction): SaveErrorView | null {
  if (!error) return null;
  if (error instanceof ApiError && error.handled) return null;
  if (error instanceof ApiError && error.code === ERROR_CODES.validation && error.serverMessage?.trim()) {
    const message = error.serverMessage.trim().replace(/^[a-z_]+:\s*/, '');
    return { text: isDomainKey(message) ? t(domainTextKey(message)) : message, onField: true };
  }
  return { text: errorText(error), onField: false };
}

import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@portal/contract/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { refusalCode } from '../../../lib/refusal-code.ts';
import { errorText } from '../../../lib/show-error.ts';
import { domainTextKey, isDomainKey } from '../profile-keys.ts';

/** A failed save as its popup shows it: under the field (the server refused the value) or above the buttons. */
export type SaveErrorView = { text: string; onField: boolean };

/**
 * The server's refusal codes of a profile save and this area's texts that say the same: the
 * photo's type and size (415, 413: the domain's own keys, worded as the server's English), the
 * institute not allowing edits (409) and a full file store (507).
 */
export const SAVE_CODE_KEYS: Readonly<Record<string, string>> = {
  [ERROR_CODES.fileTypeNotAllowed]: 'profileScreen.photo.err.notImage',
  [ERROR_CODES.uploadTooLarge]: 'profileScreen.photo.err.tooLarge',
  [ERROR_CODES.profileEditNotAllowed]: 'profileScreen.refused.editNotAllowed',
  [ERROR_CODES.storageFull]: 'profileScreen.refused.storageFull',
};

/** 'photo: …': the server names the field a refusal is about (plugins/errors.ts, profile-errors.ts). */
const FIELD_PREFIX = /^[a-z_]+:\s*/;

/**
 * The server's message of a failed save, kept in the popup with what was typed. Where it goes
 * follows the server: a message naming its field ('address: …', 'photo: …'; every 400
 * VALIDATION) goes under the field without the name, anything else above the buttons.
 * What it says: a domain message key is translated; a known refusal code (SAVE_CODE_KEYS) is
 * this area's text in the user's language, the server's own English text in English when it
 * sent one (it may be more precise, e.g. the photo's pixel limit), as lib/server-message and the
 * assignments' upload errors do [SHELL-LANG-4]. Anything else is the server's text or the status
 * text [ERR-GEN-2..5]. A 403 has already logged out (api-client): nothing to show.
 */
export function saveErrorView(error: unknown, t: TFunction): SaveErrorView | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return { text: errorText(error), onField: false };
  if (error.handled) return null;
  const sent = error.serverMessage?.trim() ?? '';
  const named = FIELD_PREFIX.test(sent);
  const message = sent.replace(FIELD_PREFIX, '');
  const code = refusalCode(error);
  const key = code ? SAVE_CODE_KEYS[code] : undefined;
  if (key) return { text: i18n.language !== 'en' || !message ? t(key) : message, onField: named };
  if (error.code === ERROR_CODES.validation && message) {
    return { text: isDomainKey(message) ? t(domainTextKey(message)) : message, onField: true };
  }
  return { text: errorText(error), onField: false };
}

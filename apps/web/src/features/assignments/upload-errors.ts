import { ERROR_CODES } from '@portal/contract/error-codes';
import { ApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { refusalCode } from '../../lib/refusal-code.ts';
import { errorText } from '../../lib/show-error.ts';

/**
 * The server's assignment codes and the texts of this area that say the same [ASSIGN-UPLOAD-*]
 * [ASSIGN-LINK-1] [ASSIGN-PARENT-1/2]. Too many files and too many links have codes of their own.
 */
const CODE_KEYS: Record<string, string> = {
  [ERROR_CODES.uploadTooLarge]: 'assign.err.tooLarge',
  [ERROR_CODES.fileTypeNotAllowed]: 'assign.err.fileType',
  [ERROR_CODES.tooManyFiles]: 'assign.err.tooManyFiles',
  [ERROR_CODES.tooManyLinks]: 'assign.err.tooManyLinks',
  [ERROR_CODES.parentNotAllowed]: 'assign.err.parentNotAllowed',
  [ERROR_CODES.assignmentClosed]: 'assign.upload.closed',
  [ERROR_CODES.storageFull]: 'assign.upload.storageFull',
};

/**
 * The text of a failed save: in English the server's own message (it names the field or file);
 * in another language the translation of its code when known (as lib/server-message does for
 * the shared codes); else the server's message or the status text [ERR-GEN-2..5]. A 413 or 507
 * without a body still reads as the limit or the full store.
 */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const code = refusalCode(error);
    const key = code ? CODE_KEYS[code] : undefined;
    if (key && (i18n.language !== 'en' || !error.serverMessage?.trim())) return i18n.t(key);
  }
  return errorText(error);
}

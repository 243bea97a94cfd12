import { ERROR_CODES } from '@portal/contract/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { errorText } from '../../../lib/show-error.ts';

/**
 * A download's refusals and this area's texts for them: an expired signed address (410
 * LINK_EXPIRED, decision 026) and a file that is no longer there or no longer shared (404).
 */
export const DOWNLOAD_CODE_KEYS: Readonly<Record<string, string>> = {
  [ERROR_CODES.linkExpired]: 'assign.file.linkExpired',
  [ERROR_CODES.notFound]: 'assign.file.gone',
};

/**
 * The text of a failed download [ASSIGN-DETAIL-7], in the user's language [SHELL-LANG-4]:
 * - a known code is this area's text in every language, English too: the server's words for
 *   them are generic ('Not Found') or name no next step, where the area's text says what to do;
 * - a code the whole portal knows (too many attempts…) and a call that got no answer are the
 *   shared texts, already translated (lib/server-message, the status map);
 * - anything else is the server's message in English [ERR-GEN-2], and in another language the
 *   area's 'could not be downloaded' rather than English text.
 * The signed address itself is followed by the browser (decision 027): a 410 there is the
 * browser's to tell; this covers the code wherever the page receives it.
 */
export function downloadErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorText(error);
  const key = error.code ? DOWNLOAD_CODE_KEYS[error.code] : undefined;
  if (key) return i18n.t(key);
  if (i18n.language !== 'en' && error.responded && !serverMessage(error)) return i18n.t('assign.file.failed');
  return errorText(error);
}

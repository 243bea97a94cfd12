/** Either an i18n key or the server's own text, shown as it came. */
export type LoginErrorText = { key: string } | { text: string };

/**
 * The text of a failed login [LOGIN-ERR-1..4]. Decision 005 ([LOGIN-ERR-5], reading A):
 * no response gives 'Network Error'; a response whose message is empty gives
 * 'please contact institute admin.'; a response without a message gives 'Invalid Login Details'.
 */
export function loginErrorText(input: { responded: boolean; message?: string | null }): LoginErrorText {
  if (!input.responded) return { key: 'login.err.network' };
  if (input.message === undefined || input.message === null) return { key: 'login.err.invalid' };
  if (input.message.trim() === '') return { key: 'login.err.contactAdmin' };
  return { text: input.message };
}

export const APP_LINK_MARKER = ': app_link :';

/**
 * Splits a message carrying ': app_link :' into its text and its link [LOGIN-ERR-6]
 * [LOGIN-ALERT-3]. Decision 005 ([LOGIN-ALERT-4]): the text is what comes before the marker,
 * the link what comes after; a link that is not http(s) is dropped.
 */
export function splitAppLink(message: string): { text: string; link: string | null } | null {
  const at = message.indexOf(APP_LINK_MARKER);
  if (at < 0) return null;
  const text = message.slice(0, at).trim();
  const raw = message.slice(at + APP_LINK_MARKER.length).trim();
  const link = /^https?:\/\//i.test(raw) ? raw : raw && !/^[a-z]+:/i.test(raw) ? `https://${raw}` : null;
  return { text, link };
}

import { i18n } from './i18n.ts';

/** The server's error codes (contract ERROR_CODES) the portal translates, so a French user reads French. */
const CODE_KEYS: Record<string, string> = {
  INVALID_CREDENTIALS: 'login.err.invalid',
  FEE_DUES: 'login.err.feeDues',
  RATE_LIMITED: 'err.code.rateLimited',
  SESSION_ENDED: 'err.code.sessionEnded',
  SESSION_REPLACED: 'err.code.sessionReplaced',
  // In the 'media' texts, which the screens that download study material load (not the login page's file).
  PRODUCT_EXPIRED: 'media.productExpired',
};

/**
 * A known code in a language other than English is shown translated; in English the server's own
 * text is shown as sent (it is the spec's wording). Null when the code is not known.
 */
export function serverMessage(error: { code: string | null; serverMessage: string | null }): { key: string } | null {
  const key = error.code ? CODE_KEYS[error.code] : undefined;
  if (!key) return null;
  if (i18n.language !== 'en' && i18n.exists(key)) return { key };
  return error.serverMessage?.trim() ? null : { key };
}

import { hasControlCharacter } from '../format/control-characters.ts';
/**
 * The single sign-on entry and the error page [SSO-FLOW-*] [SSO-PAGE-*]. Kept beside the fees
 * rules because issue 5 brings both; nothing here depends on fees.
 */

/** The success status of API-SSO-1 (decision SSO-FLOW-10): the server writes it, the browser reads it. */
export const SSO_SUCCESS_STATUS = 'SUCCESS';

/** Where an SSO failure and 'Back to Login' go when no redirect address is stored [SSO-FLOW-9] [SSO-PAGE-4]. */
export const SSO_FALLBACK_TARGET = '/';

/** The fields of API-SSO-1's result that the entry reads [API-SSO-1]. */
export type SsoResultFields = {
  email_id?: string | null;
  key?: string | null;
  inst_id?: number | null;
  phone?: string | null;
  status?: string | null;
  redirect_url?: string | null;
};

export type SsoOutcome =
  | { kind: 'login'; user_name: string; key: string; institute_id: number; redirect: string | null }
  | { kind: 'error'; redirect: string };

/**
 * The redirect address when it is a path on this site: it starts with one '/', not '//' and
 * holds no backslash (browsers read '/\evil.example' as '//evil.example'), no control character
 * or space. Anything else, including every 'http(s)://' address, is null (decision 016): the
 * address arrives in a link anyone can craft, so following it elsewhere would be an open redirect.
 */
export function safeRedirectPath(address: string | null | undefined): string | null {
  const path = address?.trim();
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  if (/[\\\s]/.test(path) || hasControlCharacter(path)) return null;
  return path;
}

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * What the entry does with API-SSO-1's result. Success [SSO-FLOW-4..7] needs the status
 * 'SUCCESS' (trimmed, any case), a key, a positive institute id and a phone or an email; it logs
 * in with the phone when both are given (decision 016 on SSO-FLOW-10: the phone is the login
 * the demo and the login form use first) and carries the redirect address to store, or null
 * for the dashboard. Anything else, or no result at all (a failed call), is an error that carries
 * the redirect address or '/' [SSO-FLOW-8] [SSO-FLOW-9]. Only same-site paths are kept
 * (safeRedirectPath).
 */
export function ssoOutcome(result: SsoResultFields | null | undefined): SsoOutcome {
  const redirect = safeRedirectPath(result?.redirect_url);
  const error: SsoOutcome = { kind: 'error', redirect: redirect ?? SSO_FALLBACK_TARGET };
  if (!result || text(result.status)?.toUpperCase() !== SSO_SUCCESS_STATUS) return error;
  const userName = text(result.phone) ?? text(result.email_id);
  // The key is a secret: checked for presence but passed on exactly as received.
  const key = result.key?.trim() ? result.key : null;
  const instituteId = result.inst_id;
  if (!userName || !key || typeof instituteId !== 'number' || !Number.isInteger(instituteId) || instituteId <= 0) return error;
  return { kind: 'login', user_name: userName, key, institute_id: instituteId, redirect };
}

/**
 * Where 'Back to Login' goes [SSO-PAGE-4] (and the logout of a token login): the stored redirect
 * address when it is a same-site path, else '/'. The stored value is checked again because
 * storage outlives the check made when it was written.
 */
export function errorPageTarget(storedRedirect: string | null | undefined): string {
  return safeRedirectPath(storedRedirect) ?? SSO_FALLBACK_TARGET;
}

import { BASE_PATH, isProtectedPath } from '@portal/domain/route/paths';
import { errorPageTarget, safeRedirectPath } from '@portal/domain/fees/sso-entry';

/**
 * What a single sign-on leaves for later in this tab [SSO-FLOW-5] [SSO-FLOW-6]: the redirect
 * address and the login-via-token flag, under the spec's names. Session storage, not local
 * (decision 019): neither is a secret, the marks belong to the tab the link was opened in (a
 * password login in another tab must not log out to the link's address) and they go with it.
 */
const KEYS = { redirect: 'redirect_url', viaToken: 'loginViaToken' } as const;

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage blocked: the marks live nowhere and the fallbacks apply.
  }
}

function read(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Records a successful token exchange: the same-site redirect (or none) and the flag. */
export function markTokenLogin(redirect: string | null): void {
  try {
    const s = store();
    if (!s) return;
    if (redirect) s.setItem(KEYS.redirect, redirect);
    else s.removeItem(KEYS.redirect);
    s.setItem(KEYS.viaToken, 'true');
  } catch {
    // Full or blocked storage: logout and the error page fall back to '/'.
  }
}

/** Forgets both marks (a new link starts afresh; a logout of a token login spends them). */
export function clearTokenLogin(): void {
  try {
    store()?.removeItem(KEYS.redirect);
    store()?.removeItem(KEYS.viaToken);
  } catch {
    // Nothing to forget.
  }
}

/** The stored redirect address, re-checked since storage outlives the first check (decision 016). */
export function storedRedirect(): string | null {
  return safeRedirectPath(read(KEYS.redirect));
}

export function isTokenLogin(): boolean {
  return read(KEYS.viaToken) === 'true';
}

/**
 * A site path as the router's address: '/my-account/fees' and '/fees' both name the portal's
 * /fees (the server moves other paths under the base path, ROUTE-BASE-2); '/' is the login page.
 */
export function routerPath(sitePath: string): string {
  if (sitePath === BASE_PATH) return '/';
  return sitePath.startsWith(`${BASE_PATH}/`) ? sitePath.slice(BASE_PATH.length) : sitePath;
}

/** Where 'Back to Login' goes [SSO-PAGE-4]: the carried or stored redirect, else '/', as a router path. */
export function backToLoginPath(carried?: string | null): string {
  return routerPath(errorPageTarget(carried ?? storedRedirect()));
}

/**
 * Where a logout goes: '/' as always [SESSION-LOGOUT-1..9], but after a token login the stored
 * redirect address (issue 5), once. A portal screen needs a session, so its address is carried
 * by the login page, which leads there after signing in again (as ROUTE-PROT-4 does for any
 * protected address); the marks are spent, so a later password login logs out to '/'.
 */
export function logoutTarget(): { to: string; state: { from: string } | null } {
  if (!isTokenLogin()) return { to: '/', state: null };
  const path = routerPath(errorPageTarget(storedRedirect()));
  clearTokenLogin();
  if (isProtectedPath(path.split(/[?#]/)[0] ?? '')) return { to: '/', state: { from: path } };
  return { to: path, state: null };
}

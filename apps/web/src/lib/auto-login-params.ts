/** Credentials taken from ?user=&password= at start, held only in this module's memory. */
export type AutoLogin = { user: string; password: string };

let pending: AutoLogin | null = null;

function decodeBase64(value: string): string | null {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, ''));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Removes `user` and `password` from the address bar and from history in one replaceState, before
 * anything else runs, and keeps them for the login screen [LOGIN-AUTO-1] [LOGIN-AUTO-2].
 */
export function captureAutoLoginParams(): void {
  const url = new URL(window.location.href);
  const user = url.searchParams.get('user');
  const password = url.searchParams.get('password');
  if (user === null && password === null) return;
  url.searchParams.delete('user');
  url.searchParams.delete('password');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const decoded = password === null ? null : decodeBase64(password);
  pending = user && decoded ? { user, password: decoded } : null;
}

/** Whether credentials wait for the login screen (without handing them over). */
export function hasAutoLogin(): boolean {
  return pending !== null;
}

/** Hands the captured credentials over once; a second call gets nothing. */
export function takeAutoLogin(): AutoLogin | null {
  const value = pending;
  pending = null;
  return value;
}

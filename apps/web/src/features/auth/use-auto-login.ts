import { useEffect, useRef } from 'react';
import { hasAutoLogin, takeAutoLogin, type AutoLogin } from '../../lib/auto-login-params.ts';

export const AUTO_LOGIN_DELAY_MS = 700;

/**
 * Signs in with the credentials taken from the address at start, about 700 ms after the page
 * loads [LOGIN-AUTO-1] [LOGIN-AUTO-3]. They were already removed from the address bar.
 */
export function useAutoLogin(signIn: (credentials: AutoLogin) => void): void {
  const latest = useRef(signIn);
  useEffect(() => {
    latest.current = signIn;
  });
  useEffect(() => {
    if (!hasAutoLogin()) return;
    const timer = setTimeout(() => {
      const credentials = takeAutoLogin();
      if (credentials) latest.current(credentials);
    }, AUTO_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}

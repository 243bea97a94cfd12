import { useEffect, useRef } from 'react';
import type { TSession } from '@portal/contract';
import { i18n } from '../lib/i18n.ts';
import { endSession, hasExpired } from '../lib/session-store.ts';
import { showToast } from '../lib/toast-store.ts';

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * An open page is logged out at the session's expires_at, the end of the login's calendar day
 * (decision 008, [SESSION-EXP-4]); a tab woken from sleep checks again when it becomes visible.
 */
export function useSessionExpiry(session: TSession): void {
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  });
  const expiresAt = session.expires_at;
  useEffect(() => {
    const expire = () => {
      endSession('expired');
      showToast(i18n.t('session.expired'), 'info');
    };
    const check = () => {
      if (hasExpired(latest.current, new Date())) expire();
    };
    const end = Date.parse(expiresAt);
    const timer = Number.isNaN(end) ? undefined : setTimeout(expire, Math.min(Math.max(0, end - Date.now()), MAX_TIMEOUT_MS));
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [expiresAt]);
}

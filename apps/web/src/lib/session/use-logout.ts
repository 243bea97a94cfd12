import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { ApiError } from '../api-client.ts';
import { getDeviceId } from '../device-id.ts';
import { endSession } from '../session-store.ts';
import { toastError } from '../show-error.ts';
import { showToast } from '../toast-store.ts';
import { logoutTarget } from './sso-marks.ts';
import { logout } from './api/logout.ts';
import { logoutText } from './logout-text.ts';

/**
 * Logout [SESSION-LOGOUT-1..9]: tell the server (API-LOGOUT-1), then clear the session, the promo
 * flag and the products tab, keep the device id, and go to / (after a token login, to the stored
 * redirect address: logoutTarget). A 403 just clears; another failure is shown, and the browser
 * is signed out all the same.
 */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      const answer = await logout(getDeviceId());
      if (answer?.message?.trim()) showToast(logoutText(answer.message), 'success');
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 403)) toastError(error);
    }
    const target = logoutTarget();
    // Rendered at once, so the protected layout's own bounce to / happens before this navigation
    // and cannot drop the address a token login's logout carries.
    flushSync(() => endSession('logout'));
    void navigate(target.to, { replace: true, state: target.state });
  }, [navigate]);
  return { logout: run, pending };
}

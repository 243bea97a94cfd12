import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TSession } from '@portal/contract';
import { getSession as fetchSession, SESSION_CONFIRM_KEY } from '../features/auth/api/get-session.ts';
import { ApiError } from '../lib/api-client.ts';
import { takeEarly } from '../lib/early-fetch.ts';
import { errorText } from '../lib/show-error.ts';
import { endSession, getSession, setSession } from '../lib/session-store.ts';
import { showToast } from '../lib/toast-store.ts';

/**
 * After a reload the stored session is confirmed with the server in the background. A 403 logs
 * out through the api client [SESSION-FORBID-1]; a 401 means the cookie is gone, which ends the
 * stored session the same way. Offline, the stored session stays.
 */
export function useSessionConfirm(): void {
  const { data, error } = useQuery({
    queryKey: SESSION_CONFIRM_KEY,
    queryFn: ({ signal }) => takeEarly<TSession>(SESSION_CONFIRM_KEY) ?? fetchSession(signal),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });

  useEffect(() => {
    if (data && getSession()) setSession(data);
  }, [data]);

  useEffect(() => {
    if (error instanceof ApiError && error.status === 401 && getSession()) {
      endSession('forbidden');
      showToast(errorText(error));
    }
  }, [error]);
}

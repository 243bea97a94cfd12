import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getSession as fetchSession } from '../features/auth/api/get-session.ts';
import { ApiError } from '../lib/api-client.ts';
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
    queryKey: ['session'],
    queryFn: ({ signal }) => fetchSession(signal),
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

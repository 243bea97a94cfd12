import { Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { TSession } from '@portal/contract';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { PasswordResetNotice } from '../features/password/password-reset-notice.tsx';
import { useSession, useSessionEnd } from '../lib/session-store.ts';
import { createQueryClient } from './query-client.ts';
import { Shell } from './shell/shell.tsx';
import { useSessionConfirm } from './use-session-confirm.ts';
import { useSessionExpiry } from './use-session-expiry.ts';

/**
 * The session's confirmation in a leaf of its own: its answer lands as a synchronous update of
 * whatever reads the query, and read in SignedIn it re-rendered the whole shell and header for
 * nothing (issue 14: a phone's blocking time on the dashboard). What it changes reaches the
 * screens through the session store.
 */
function SessionConfirm() {
  useSessionConfirm();
  return null;
}

function SignedIn({ session }: { session: TSession }) {
  useSessionExpiry(session);
  return (
    <>
      <SessionConfirm />
      <Shell session={session}>
        <PasswordResetNotice session={session} />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Shell>
    </>
  );
}

/**
 * The protected screens: shown only with a session whose user id is not 0 [ROUTE-PROT-3];
 * otherwise the visit goes to / carrying where it wanted to go [ROUTE-PROT-4]. A plain logout
 * carries nothing, so the next login lands on /dashboard [SESSION-LOGOUT-5].
 */
export function ProtectedLayout() {
  const session = useSession();
  const ended = useSessionEnd();
  const location = useLocation();
  const [client] = useState(createQueryClient);

  if (!session || session.user_id === 0) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/" replace state={ended === 'logout' ? null : { from }} />;
  }
  return (
    <QueryClientProvider client={client}>
      <SignedIn session={session} />
    </QueryClientProvider>
  );
}

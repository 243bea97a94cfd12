import { lazy, Suspense } from 'react';
import type { TSession } from '@portal/contract';

const TempPasswordBanner = lazy(() => import('./temp-password-banner.tsx').then((m) => ({ default: m.TempPasswordBanner })));

/**
 * Mounted by the protected layout: nothing unless the session was opened with a temporary
 * password (password_reset_pending), so the banner's code and texts load only then.
 */
export function PasswordResetNotice({ session }: { session: TSession }) {
  if (!session.password_reset_pending) return null;
  return (
    <Suspense fallback={null}>
      <TempPasswordBanner />
    </Suspense>
  );
}

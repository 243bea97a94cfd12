import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { afterLoginTarget } from '@portal/domain/route/paths';
import { isLanguageForced } from '@portal/domain/shell/language';
import { LanguagePicker } from '../components/ui/language-picker.tsx';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { useBranding } from '../features/shell/use-branding.ts';
import { setSession, useSession } from '../lib/session-store.ts';

const DEFAULT_LOGO = `${import.meta.env.BASE_URL}brand/default-logo.svg`;

/** The shell's code is fetched while the login call runs, so the dashboard opens without a wait. */
function prefetchShell() {
  void import('./protected-layout.tsx');
  void import('./screens/protected-screen.tsx');
}

/**
 * The login page with the institute's branding. Once a session exists the user goes on to the
 * address carried by the redirect, else /dashboard [LOGIN-OUT-4] [ROUTE-PROT-5] (decision 003).
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const branding = useBranding();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;

  useEffect(() => {
    document.title = [t('login.signIn'), branding?.institute_name ?? t('app.name')].join(' · ');
  }, [t, branding?.institute_name]);

  if (session) return <Navigate to={afterLoginTarget(typeof from === 'string' ? from : null)} replace />;
  return (
    <LoginScreen
      logoUrl={branding === undefined ? null : branding?.logoPath || DEFAULT_LOGO}
      instituteName={branding?.institute_name ?? null}
      onSignedIn={setSession}
      onAttempt={prefetchShell}
      tools={<LanguagePicker forced={isLanguageForced(branding?.instituteId)} />}
    />
  );
}

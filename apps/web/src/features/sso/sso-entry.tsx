import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TSession } from '@portal/contract';
import { afterLoginTarget } from '@portal/domain/route/paths';
import { useLoginFlow } from '../../components/sign-in/use-login-flow.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { setSession } from '../../lib/session-store.ts';
import { clearTokenLogin, markTokenLogin } from '../../lib/session/sso-marks.ts';
import { KEY } from './sso-icons.ts';
import { exchangeToken } from './exchange-token.ts';
import styles from '../../components/ui/standalone-page.module.css';

const LoginDialogs = lazy(() => import('../../components/sign-in/login-dialogs.tsx').then((m) => ({ default: m.LoginDialogs })));

/** The wait between a successful exchange and landing [SSO-FLOW-7]. */
export const SSO_LANDING_DELAY_MS = 1000;

/** Takes the token out of the address bar and history at once: it is a one-time credential. */
function stripTokenFromAddress() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * /userLogin?token=...: the single sign-on entry [SSO-FLOW-1..10] (decision 019). The token is
 * removed from the address, posted once [SSO-FLOW-3] and judged by ssoOutcome; on success the
 * redirect address and the via-token flag are stored [SSO-FLOW-5/6], the login runs with the
 * returned key through the login page's own flow [SSO-FLOW-4] (its choices and refusals
 * included; no year popup: the current year is kept), and 1 s after the exchange the page
 * lands on the redirect address when it is a portal screen, else /dashboard [SSO-FLOW-7].
 * Anything else goes to /errorPage carrying the redirect address or '/' [SSO-FLOW-2/8/9].
 */
export function SsoEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? ''; // Posted exactly as received [ROUTE-LOGIN-2].
  const redirect = useRef<string | null>(null);
  const handled = useRef<string | null>(null);
  const mounted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [target, setTarget] = useState<string | null>(null);
  const [waited, setWaited] = useState(false);
  const [signedIn, setSignedIn] = useState(false);

  const fail = useCallback(
    (to: string) => void navigate('/errorPage', { replace: true, state: { redirect: to } }),
    [navigate],
  );
  const onSignedIn = useCallback((session: TSession) => {
    setSession(session);
    setSignedIn(true);
  }, []);
  const flow = useLoginFlow(onSignedIn, { askYear: false, onGiveUp: () => fail(redirect.current ?? '/') });
  const { start } = flow;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    // Once per token, even when strict mode runs this effect twice: the token is usable once.
    if (handled.current === token) return;
    handled.current = token;
    stripTokenFromAddress();
    clearTokenLogin();
    if (!token.trim()) {
      fail('/');
      return;
    }
    void exchangeToken(token).then((outcome) => {
      if (!mounted.current) return;
      if (outcome.kind === 'error') {
        fail(outcome.redirect);
        return;
      }
      redirect.current = outcome.redirect;
      markTokenLogin(outcome.redirect);
      setTarget(afterLoginTarget(outcome.redirect));
      timer.current = setTimeout(() => setWaited(true), SSO_LANDING_DELAY_MS);
      start({ user_name: outcome.user_name, sso_key: outcome.key }, { institute_id: outcome.institute_id });
    });
  }, [token, fail, start]);

  // Lands when both the second has passed and the session is there (a choice may take longer).
  useEffect(() => {
    if (signedIn && waited && target) void navigate(target, { replace: true });
  }, [signedIn, waited, target, navigate]);

  return (
    <main className={styles.page}>
      <div className={styles.card} aria-busy="true">
        <span className={styles.icon}>
          <Icon path={KEY} size={28} />
        </span>
        <h1 className={styles.title}>{t('sso.title')}</h1>
        <p className={styles.text} role="status">
          {t('sso.signingIn')}
        </p>
        <Spinner label={t('sso.signingIn')} />
      </div>
      <Suspense fallback={null}>{flow.prompt.kind !== 'none' ? <LoginDialogs flow={flow} /> : null}</Suspense>
    </main>
  );
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@portal/contract';
import { useLoginFlow } from '../../components/sign-in/use-login-flow.ts';
import { Button } from '../../components/ui/button.tsx';
import { HOME } from '../../components/ui/icon-paths.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { LoginForm } from './login-form.tsx';
import styles from './login-screen.module.css';

// The dialogs are needed only after a first answer: they load on demand, off the page's budget.
const loadDialogs = () => import('../../components/sign-in/login-dialogs.tsx');
const LoginDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.LoginDialogs })));
const ForgotPasswordDialog = lazy(() => import('../../components/password/forgot-password-dialog.tsx').then((m) => ({ default: m.ForgotPasswordDialog })));

type Props = {
  /** The institute's logo from the branding lookup, or the portal's default; null while looking [LOGIN-SCREEN-1]. */
  logoUrl: string | null;
  instituteName: string | null;
  onSignedIn: (session: TSession) => void;
  /** Called when a valid login is sent (after the user acted), e.g. to fetch the next screen's code. */
  onAttempt?: () => void;
  /** Header-side controls, e.g. the language picker (decision 006). */
  tools?: ReactNode;
};

/** The sign-in page [LOGIN-SCREEN-1..11]. */
export function LoginScreen({ logoUrl, instituteName, onSignedIn, onAttempt, tools }: Props) {
  const { t } = useTranslation();
  const flow = useLoginFlow(onSignedIn);
  const [forgotOpen, setForgotOpen] = useState(false);
  // The Home button appears only under the portal's own address [LOGIN-SCREEN-7] [LOGIN-SCREEN-8];
  // the build's prerender (no window) draws the page served under it (decision 053).
  const showHome = typeof window === 'undefined' || window.location.href.includes('my-account');

  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        {showHome ? (
          <Button variant="ghost" onClick={() => window.location.assign(window.location.origin)}>
            <Icon path={HOME} />
            {t('login.home')}
          </Button>
        ) : (
          <span />
        )}
        {tools}
      </header>
      <main className={styles.main}>
        <section className={styles.hero} aria-hidden="true">
          <p className={styles.heroTitle}>{instituteName ?? t('app.name')}</p>
          <p className={styles.heroText}>{t('login.tagline')}</p>
        </section>
        <div className={styles.card}>
          {logoUrl ? (
            <img
              className={styles.logo}
              src={logoUrl}
              alt={instituteName ? t('login.logoAlt', { name: instituteName }) : t('login.defaultLogoAlt')}
            />
          ) : (
            <span className={styles.logo} />
          )}
          <div className={styles.headings}>
            <h1 className={styles.title}>{t('login.signIn')}</h1>
            <h2 className={styles.subtitle}>{t('login.toYourAccount')}</h2>
          </div>
          <LoginForm
            busy={flow.busy}
            onSubmit={(user, password) => {
              void loadDialogs(); // Fetched while the login call runs.
              onAttempt?.();
              flow.submit(user, password);
            }}
            onForgot={() => setForgotOpen(true)}
          />
        </div>
      </main>
      <Suspense fallback={null}>
        {flow.prompt.kind !== 'none' ? <LoginDialogs flow={flow} /> : null}
        {forgotOpen ? <ForgotPasswordDialog onClose={() => setForgotOpen(false)} /> : null}
      </Suspense>
    </div>
  );
}

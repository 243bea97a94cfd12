import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { backToLoginPath } from '../../lib/session/sso-marks.ts';
import { ALERT } from './screen-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import styles from '../../components/ui/standalone-page.module.css';

/**
 * /errorPage, public [SSO-PAGE-1..3]. 'Back to Login' goes to the redirect address a failed
 * single sign-on carried here [SSO-FLOW-9], else the stored one, else / [SSO-PAGE-4]; only a
 * same-site path is followed (decision 016). A portal screen without a session opens the login
 * page, which leads there after signing in.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const carried = (location.state as { redirect?: unknown } | null)?.redirect;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <span className={styles.icon}>
          <Icon path={ALERT} size={28} />
        </span>
        <h1 className={styles.title}>{t('errorPage.heading')}</h1>
        <p className={styles.text}>{t('errorPage.text')}</p>
        <Button variant="primary" onClick={() => void navigate(backToLoginPath(typeof carried === 'string' ? carried : null))}>
          {t('errorPage.back')}
        </Button>
      </div>
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ALERT } from './screen-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import styles from './standalone-page.module.css';

/**
 * /errorPage, public [SSO-PAGE-1..4]. 'Back to Login' goes to / (single sign-on, which stores a
 * redirect address, comes with its own issue).
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <span className={styles.icon}>
          <Icon path={ALERT} size={28} />
        </span>
        <h1 className={styles.title}>{t('errorPage.heading')}</h1>
        <p className={styles.text}>{t('errorPage.text')}</p>
        <Button variant="primary" onClick={() => void navigate('/')}>
          {t('errorPage.back')}
        </Button>
      </div>
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CLOCK } from './screen-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import styles from './standalone-page.module.css';

/** /userLogin?token=...: the single sign-on entry [ROUTE-SCREEN-3]; the flow (SSO-FLOW) comes with its own issue. */
export function SsoPlaceholder() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <span className={styles.icon}>
          <Icon path={CLOCK} size={28} />
        </span>
        <h1 className={styles.title}>{t('sso.title')}</h1>
        <p className={styles.text}>{t('sso.comingSoon')}</p>
        <Link className={styles.action} to="/">
          {t('sso.backToLogin')}
        </Link>
      </div>
    </main>
  );
}

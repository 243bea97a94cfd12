import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME } from '../../components/ui/icon-paths.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { useSession } from '../../lib/session-store.ts';
import styles from '../../components/ui/standalone-page.module.css';

/** An address that matches no route (decision 003, [ROUTE-UNKNOWN-1]). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <span className={styles.icon}>
          <Icon path={HOME} size={28} />
        </span>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.text}>{t('notFound.text')}</p>
        <Link className={styles.action} to={session ? '/dashboard' : '/'}>
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}

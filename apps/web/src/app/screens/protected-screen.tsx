import { useTranslation } from 'react-i18next';
import { isParentLogin } from '@portal/domain/shell/user-role';
import { CLOCK } from './screen-icons.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useScreenTitle } from '../../lib/screen-title.ts';
import styles from './protected-screen.module.css';

/**
 * A protected screen: its translated title and, until its own issue builds it, a coming-soon
 * note. The dashboard greets the user by name (the parent's on a parent login).
 */
export function ProtectedScreen({ route }: { route: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const title = useScreenTitle(route);
  const isHome = route === '/dashboard' || route === '/announcement';
  const name = session ? (isParentLogin(session.user_type) ? (session.parent_name ?? session.name) : session.name) : '';

  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <div className={styles.heading}>
        <h1 id="screen-title" className={styles.title}>
          {title}
        </h1>
        {isHome && name ? <p className={styles.welcome}>{t('screen.welcome', { name })}</p> : null}
      </div>
      <EmptyState icon={CLOCK} title={t('common.comingSoon')} text={t('common.comingSoonHint')} />
    </section>
  );
}

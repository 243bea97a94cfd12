import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@portal/contract';
import { Header } from './header.tsx';
import { useTopOnNewScreen } from './use-top-on-new-screen.ts';
import styles from './shell.module.css';

/** The signed-in frame: header with menu, then the screen. */
export function Shell({ session, children }: { session: TSession; children: ReactNode }) {
  const { t } = useTranslation();
  useTopOnNewScreen();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      <Header session={session} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';
import styles from './page-loader.module.css';

/**
 * Shown while a screen's code loads. Standalone (no shell around it) it is the page's main
 * landmark; either way it carries a level-1 heading, so the page stays well formed meanwhile.
 */
export function PageLoader({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const content = (
    <>
      <h1 className="sr-only">{t('common.loading')}</h1>
      <Spinner label={t('common.loading')} />
    </>
  );
  return standalone ? (
    <main className={styles.center} aria-busy="true">
      {content}
    </main>
  ) : (
    <div className={styles.center} aria-busy="true">
      {content}
    </div>
  );
}

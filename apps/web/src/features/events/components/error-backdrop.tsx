import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import styles from './error-backdrop.module.css';

/**
 * The error backdrop shown for the 2 seconds before the calendar goes to the dashboard
 * [EVENT-ERR-2]: the server's message (also in the toast) and where the page is going. It
 * covers the page, so nothing underneath can be clicked meanwhile.
 */
export function ErrorBackdrop({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.backdrop}>
      <div className={styles.panel}>
        <p className={styles.message}>{message}</p>
        <p role="status" className={styles.note}>
          <Spinner size="sm" label={t('events.err.leaving')} />
          <span>{t('events.err.leaving')}</span>
        </p>
      </div>
    </div>
  );
}

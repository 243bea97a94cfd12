import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';
import styles from './page-loader.module.css';

/** Shown while a screen's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.center}>
      <Spinner label={t('common.loading')} />
    </div>
  );
}

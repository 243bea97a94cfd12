import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '../../lib/toast-store.ts';
import { CLOSE } from './icon-paths.ts';
import { Icon } from './icon.tsx';
import styles from './toaster.module.css';

/** Short messages (validation, server errors); each is a polite live region (role status). */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <section aria-label={t('common.notifications')} className={styles.region}>
      {toasts.map((toast) => (
        <div key={toast.id} role="status" className={`${styles.toast} ${styles[toast.tone] ?? ''}`}>
          <p className={styles.text}>{toast.text}</p>
          <button type="button" className={styles.close} aria-label={t('common.dismiss')} onClick={() => dismissToast(toast.id)}>
            <Icon path={CLOSE} size={16} />
          </button>
        </div>
      ))}
    </section>
  );
}

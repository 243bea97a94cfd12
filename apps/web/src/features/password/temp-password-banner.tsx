import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import styles from './temp-password-banner.module.css';

// The dialog's code loads on the click: the banner is all most of these sessions show.
const ChangePasswordDialog = lazy(() => import('../../components/password/change-password-dialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })));

/**
 * After a sign-in with a temporary password (session password_reset_pending, issue 6): a
 * status line asking for a new password, with the button that opens the change-password
 * dialog, where the temporary password is the existing one (decision 024).
 */
export function TempPasswordBanner() {
  const { t } = useTranslation();
  const ready = useScreenTexts('password');
  const [open, setOpen] = useState(false);
  if (!ready) return null;
  return (
    <>
      <div role="status" className={styles.banner}>
        <p className={styles.text}>{t('password.banner.text')}</p>
        <Button variant="primary" onClick={() => setOpen(true)}>
          {t('password.banner.action')}
        </Button>
      </div>
      <Suspense fallback={null}>{open ? <ChangePasswordDialog onClose={() => setOpen(false)} /> : null}</Suspense>
    </>
  );
}

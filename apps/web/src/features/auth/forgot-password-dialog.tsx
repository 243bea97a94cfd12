import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

/** Opened by 'Forgot Password?' [LOGIN-SCREEN-9]; the reset itself (PWD-FORGOT) comes with its own issue. */
export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('login.forgot.title')}
      onClose={onClose}
      dismissOnBackdrop
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <p>{t('login.forgot.text')}</p>
    </Dialog>
  );
}

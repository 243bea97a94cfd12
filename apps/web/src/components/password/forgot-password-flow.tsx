import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { ForgotAccountChooser } from './forgot-account-chooser.tsx';
import { ForgotPhoneStep } from './forgot-phone-step.tsx';
import { useForgotPassword } from './use-forgot-password.ts';
import styles from './password-dialog.module.css';

/**
 * Forgot password from the login page [PWD-FORGOT-1..11], one dialog per step (each opens with
 * focus on its first control). The sent text [PWD-FORGOT-9] says what the issue promises: the
 * temporary password works once, for a short time, and the current one keeps working until then.
 */
export function ForgotPasswordFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const flow = useForgotPassword();

  if (flow.step.kind === 'choose') {
    return <ForgotAccountChooser key="choose" accounts={flow.step.accounts} onReset={flow.reset} onCancel={flow.back} busy={flow.busy} error={flow.error} />;
  }
  if (flow.step.kind === 'sent') {
    return (
      <Dialog
        key="sent"
        title={t('password.forgot.title')}
        onClose={onClose}
        footer={
          <Button variant="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        }
      >
        <p role="status" className={styles.done}>
          {t('password.forgot.sent')}
        </p>
        <p className={styles.note}>{t('password.forgot.sentNote')}</p>
      </Dialog>
    );
  }
  return <ForgotPhoneStep key="phone" phone={flow.phone} onPhone={flow.setPhone} onContinue={flow.start} onClose={onClose} busy={flow.busy} error={flow.error} />;
}

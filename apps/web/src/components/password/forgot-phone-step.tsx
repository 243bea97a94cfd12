import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canContinueForgot } from '@portal/domain/profile/forgot-password';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import styles from './password-dialog.module.css';
import inputStyles from './password-input.module.css';

type Props = {
  phone: string;
  onPhone: (value: string) => void;
  onContinue: () => void;
  onClose: () => void;
  busy: boolean;
  error: string | null;
};

/**
 * The phone dialog [PWD-FORGOT-1]: digits only [PWD-FORGOT-2] (numeric keypad, the phone
 * autofill), Continue disabled while empty [PWD-FORGOT-3] or sending, Close [PWD-FORGOT-10].
 */
export function ForgotPhoneStep({ phone, onPhone, onContinue, onClose, busy, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const canContinue = canContinueForgot(phone) && !busy;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canContinue) onContinue();
  };
  return (
    <Dialog
      title={t('password.forgot.title')}
      onClose={() => !busy && onClose()}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('common.close')}
          </Button>
          <Button variant="primary" type="submit" form={`${id}-form`} disabled={!canContinue} aria-busy={busy || undefined}>
            {t(busy ? 'password.forgot.sending' : 'password.forgot.continue')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={styles.form} noValidate onSubmit={submit}>
        <p id={`${id}-hint`} className={styles.note}>
          {t('password.forgot.hint')}
        </p>
        <div className={inputStyles.field}>
          <label htmlFor={`${id}-phone`} className={inputStyles.label}>
            {t('password.forgot.phone')}
          </label>
          <input
            id={`${id}-phone`}
            type="text"
            inputMode="numeric"
            autoComplete="tel"
            className={inputStyles.input}
            value={phone}
            disabled={busy}
            aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onPhone(e.target.value)}
          />
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

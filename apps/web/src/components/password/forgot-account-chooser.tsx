import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TForgotPasswordAccount } from '@portal/contract';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { RadioList } from '../ui/radio-list.tsx';
import styles from './password-dialog.module.css';

type Props = {
  accounts: TForgotPasswordAccount[];
  onReset: (account: TForgotPasswordAccount) => void;
  onCancel: () => void;
  busy: boolean;
  error: string | null;
};

const keyOf = (a: TForgotPasswordAccount) => `${a.institute_id}:${a.user_id}`;

/**
 * 'Forgot Password For:' [PWD-FORGOT-5]: each account's name, role label and institute as a
 * radio list; Reset Password (once one is chosen) and Cancel [PWD-FORGOT-6].
 */
export function ForgotAccountChooser({ accounts, onReset, onCancel, busy, error }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const [value, setValue] = useState<string | null>(null);
  const chosen = accounts.find((a) => keyOf(a) === value);
  return (
    <Dialog
      title={t('password.forgot.chooseTitle')}
      onClose={() => !busy && onCancel()}
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" disabled={!chosen || busy} aria-busy={busy || undefined} onClick={() => chosen && onReset(chosen)}>
            {t(busy ? 'password.forgot.sending' : 'password.forgot.reset')}
          </Button>
        </>
      }
    >
      <p id={`${name}-hint`}>{t('password.forgot.chooseHint')}</p>
      <RadioList
        name={name}
        labelledBy={`${name}-hint`}
        options={accounts.map((a) => ({ value: keyOf(a), label: a.name, detail: `${a.display} · ${a.institute_name}` }))}
        value={value}
        onChange={setValue}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

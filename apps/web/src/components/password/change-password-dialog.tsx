import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@portal/contract';
import { PASSWORD_CHANGE_LOGOUT_MS } from '@portal/domain/profile/edit-permission';
import { validateChangePassword, type ChangePasswordError } from '@portal/domain/profile/change-password';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useSession } from '../../lib/session-store.ts';
import { showToast } from '../../lib/toast-store.ts';
import { useLogout } from '../../lib/session/use-logout.ts';
import { changePassword } from './api/change-password.ts';
import { changePasswordAccount, type ChangePasswordAccount } from './change-password-account.ts';
import { PasswordInput } from './password-input.tsx';
import { changeRefusal, passwordTextKey } from './password-texts.ts';
import styles from './password-dialog.module.css';

type Field = 'existing' | 'next' | 'retyped';
type Problem = { text: string; field: Field | null };

/** The field a refusal is about, so it is marked invalid and focused. */
const FIELD_OF: Record<ChangePasswordError, Field> = {
  'profile.pwd.err.existingRequired': 'existing',
  'profile.pwd.err.existingWrong': 'existing',
  'profile.pwd.err.mismatch': 'retyped',
  'profile.pwd.err.tooShort': 'next',
  'profile.pwd.err.tooLong': 'next',
  'profile.pwd.err.common': 'next',
  'profile.pwd.err.sameAsExisting': 'next',
};

/** The success state: the message stays in the dialog (a modal makes toasts behind it inert). */
function ChangedPanel({ successKey, onLogout }: { successKey: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const latest = useRef(onLogout);
  useEffect(() => {
    latest.current = onLogout;
  });
  useEffect(() => {
    // Counted once from the change, whatever re-renders in between [PWD-CHANGE-8].
    const timer = setTimeout(() => latest.current(), PASSWORD_CHANGE_LOGOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Dialog
      title={t('password.change.title')}
      onClose={onLogout}
      footer={
        <Button variant="primary" onClick={onLogout}>
          {t('password.change.logInAgain')}
        </Button>
      }
    >
      <p role="status" className={styles.done}>
        {t(successKey)}
      </p>
    </Dialog>
  );
}

function ChangePasswordForm({ account, onClose, onChanged }: { account: ChangePasswordAccount; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [existing, setExisting] = useState('');
  const [next, setNext] = useState('');
  const [retyped, setRetyped] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const refs = { existing: useRef<HTMLInputElement>(null), next: useRef<HTMLInputElement>(null), retyped: useRef<HTMLInputElement>(null) };
  const errorId = `${id}-error`;

  const refuse = (text: string, field: Field | null) => {
    setProblem({ text, field });
    if (field) requestAnimationFrame(() => refs[field].current?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    // The domain's checks in the spec's order, before anything is sent [PWD-CHANGE-5].
    const refused = validateChangePassword({ existing, next, retyped, context: account.context });
    if (refused) return refuse(t(passwordTextKey(refused)), FIELD_OF[refused]);
    setProblem(null);
    setSending(true);
    try {
      await changePassword({ institute_id: account.institute_id, username: account.username, oldPassword: existing, newPassword: next, userid: account.userid });
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.handled) return; // A 403 already signed out.
      // Inputs are kept, so a typo in one field does not cost the other two.
      const refusal = changeRefusal(error);
      return refuse(refusal.text, refusal.key ? FIELD_OF[refusal.key] : null);
    }
    setExisting('');
    setNext('');
    setRetyped('');
    onChanged();
  };

  const field = (name: Field) => ({ invalid: problem?.field === name, errorId, disabled: sending, inputRef: refs[name] });
  return (
    <Dialog
      title={t('password.change.title')}
      onClose={() => !sending && onClose()}
      footer={
        <>
          <Button onClick={onClose} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={`${id}-form`} disabled={sending} aria-busy={sending || undefined}>
            {t(sending ? 'password.change.sending' : 'password.change.submit')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <PasswordInput
          id={`${id}-existing`}
          label={t('password.change.existing')}
          value={existing}
          onChange={setExisting}
          autoComplete="current-password"
          showLabel={t('password.change.showExisting')}
          hideLabel={t('password.change.hideExisting')}
          {...field('existing')}
        />
        <PasswordInput
          id={`${id}-next`}
          label={t('password.change.next')}
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          showLabel={t('password.change.showNext')}
          hideLabel={t('password.change.hideNext')}
          hint={t('password.change.policy')}
          {...field('next')}
        />
        <PasswordInput
          id={`${id}-retyped`}
          label={t('password.change.retyped')}
          value={retyped}
          onChange={setRetyped}
          autoComplete="new-password"
          showLabel={t('password.change.showRetyped')}
          hideLabel={t('password.change.hideRetyped')}
          {...field('retyped')}
        />
        {problem ? (
          <p id={errorId} role="alert" className={styles.error}>
            {problem.text}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

function ChangePassword({ session, onClose }: { session: TSession; onClose: () => void }) {
  const { t } = useTranslation();
  const { logout } = useLogout();
  const account = changePasswordAccount(session);
  const [changed, setChanged] = useState(false);
  const loggingOut = useRef(false);
  // The timer, the button and Escape may all ask: one logout.
  const logoutOnce = () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    void logout();
  };

  if (!account) {
    return (
      <Dialog title={t('password.change.title')} onClose={onClose} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
        <p>{t('password.change.unavailable')}</p>
      </Dialog>
    );
  }
  if (changed) return <ChangedPanel successKey={passwordTextKey(account.successKey)} onLogout={logoutOnce} />;
  return (
    <ChangePasswordForm
      account={account}
      onClose={onClose}
      onChanged={() => {
        showToast(t(passwordTextKey(account.successKey)), 'success'); // [PWD-CHANGE-10] [PWD-CHANGE-11]
        setChanged(true);
      }}
    />
  );
}

/**
 * Change password (decision 024): the existing password, the new one twice, the domain's
 * checks before sending [PWD-CHANGE-1] [PWD-CHANGE-3] [PWD-CHANGE-5] (policy of decision 020 in
 * place of [PWD-CHANGE-4]), POST changePwd [PWD-CHANGE-7] for the parent's account on a parent
 * login [PWD-CHANGE-9], the server's refusals shown here with the inputs kept, and after a
 * change the success text and the logout after 2 s [PWD-CHANGE-8]. Passwords live only in this
 * component's state (no query cache: a mutation cache would keep the body after it closes).
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const ready = useScreenTexts('password');
  const session = useSession();
  if (!ready || !session) return null;
  return <ChangePassword session={session} onClose={onClose} />;
}

import { useEffectEvent, useId, useLayoutEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stripSpaces, validateLogin } from '@portal/domain/auth/login-validation';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { shellValue, takeShellSubmission } from '../../lib/login-shell.ts';
import { showToast } from '../../lib/toast-store.ts';
import { PasswordField } from '../../components/sign-in/password-field.tsx';
import { UserNameField } from '../../components/sign-in/user-name-field.tsx';
import { useAutoLogin } from './use-auto-login.ts';
import styles from '../../components/sign-in/login-form.module.css';

type Props = { busy: boolean; onSubmit: (userName: string, password: string) => void; onForgot: () => void };

/** Email-or-phone and password; the Login button or Enter submits [LOGIN-SCREEN-2..6]. */
export function LoginForm({ busy, onSubmit, onForgot }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');

  // The checks run in order; the first failure is one toast and nothing is sent [LOGIN-VALID-1..12].
  const attempt = (user: string, pass: string) => {
    const failure = validateLogin(user, pass);
    if (failure) showToast(t(failure));
    else onSubmit(user, pass);
  };

  useAutoLogin(({ user, password: pass }) => {
    const clean = stripSpaces(user);
    setUserName(clean);
    attempt(clean, pass);
  });

  // What the user did on the prerendered page before the app took over (decision 053): read as
  // this form commits, while that page is still there, so no keystroke falls between the two.
  const takeOverShell = useEffectEvent(() => {
    const typedUser = stripSpaces(shellValue('username'));
    const typedPassword = shellValue('current-password');
    if (typedUser) setUserName(typedUser);
    if (typedPassword) setPassword(typedPassword);
    if (takeShellSubmission()) attempt(typedUser, typedPassword);
  });
  // Once, as the form first commits.
  useLayoutEffect(() => takeOverShell(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) attempt(userName, password);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <UserNameField id={`${id}-user`} value={userName} onChange={setUserName} hint={t('login.userNamePlaceholder')} />
      <PasswordField id={`${id}-password`} value={password} onChange={setPassword} />
      <div className={styles.row}>
        <Button variant="link" onClick={onForgot}>
          {t('login.forgotPassword')}
        </Button>
      </div>
      <Button type="submit" variant="primary" block disabled={busy} className={styles.submit}>
        {busy ? <Spinner size="sm" label={t('login.signingIn')} /> : null}
        {t('login.submit')}
      </Button>
    </form>
  );
}

import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@portal/contract';
import { validateLogin } from '@portal/domain/auth/login-validation';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { setSession } from '../../../../lib/session-store.ts';
import { showToast } from '../../../../lib/toast-store.ts';
import { PasswordField } from '../../../../components/sign-in/password-field.tsx';
import { UserNameField } from '../../../../components/sign-in/user-name-field.tsx';
import { useLoginFlow } from '../../../../components/sign-in/use-login-flow.ts';
import formStyles from '../../../../components/sign-in/login-form.module.css';

const LoginDialogs = lazy(() => import('../../../../components/sign-in/login-dialogs.tsx').then((m) => ({ default: m.LoginDialogs })));

type Props = { onSignedIn: () => void; busy?: boolean };

/**
 * The panel's in-place sign-in (issue 13, decision 040): a 401 during the test opens this dialog
 * over the test, which stays as it was (nothing reloads; the answers wait on the device). It runs
 * the login page's own flow (profile or take-over choices included, no year popup), then the panel
 * launches and enters again for a new attempt cookie and sends what waited. It cannot be
 * dismissed: without a sign-in nothing more reaches the server.
 */
export function SignInDialog({ onSignedIn, busy = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const flow = useLoginFlow(
    (session: TSession) => {
      setSession(session);
      onSignedIn();
    },
    { askYear: false },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (flow.busy || busy) return;
    const failure = validateLogin(userName, password);
    if (failure) showToast(t(failure));
    else flow.submit(userName, password);
  };
  const working = flow.busy || busy;
  return (
    <>
      <Dialog title={t('examPanel.signIn.title')} onClose={() => undefined} role="alertdialog">
        <p>{t('examPanel.signIn.text')}</p>
        <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={working}>
          <UserNameField id={`${id}-user`} value={userName} onChange={setUserName} />
          <PasswordField id={`${id}-password`} value={password} onChange={setPassword} />
          <Button type="submit" variant="primary" block disabled={working}>
            {working ? <Spinner size="sm" label={t('login.signingIn')} /> : null}
            {t('examPanel.signIn.submit')}
          </Button>
        </form>
      </Dialog>
      <Suspense fallback={null}>{flow.prompt.kind !== 'none' ? <LoginDialogs flow={flow} /> : null}</Suspense>
    </>
  );
}

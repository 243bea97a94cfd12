import { useState } from 'react';
import { ERROR_CODES } from '@portal/contract/error-codes';
import type { TForgotPasswordAccount } from '@portal/contract';
import { sanitizeForgotPhone } from '@portal/domain/profile/forgot-password';
import { ApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { errorText } from '../../lib/show-error.ts';
import { forgotPassword, type ForgotTarget } from './api/forgot-password.ts';

export type ForgotStep = { kind: 'phone' } | { kind: 'choose'; accounts: TForgotPasswordAccount[] } | { kind: 'sent' };

/**
 * Decision 024 for the silent [PWD-FORGOT-11]: a failure is shown in the open step, phone and
 * choice kept. The server's own text as every call shows it (a 429's 'Too many requests...',
 * offline: the status texts), except a refused phone (the contract's 7 to 15 digits), which
 * reads as the login's 'Please enter a valid Phone number' rather than a schema message.
 */
function forgotErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === ERROR_CODES.validation) return i18n.t('login.valid.phoneInvalid');
  return errorText(error);
}

/**
 * The forgot-password flow's state: the phone [PWD-FORGOT-2], the request [PWD-FORGOT-4], the
 * chooser for several accounts [PWD-FORGOT-5], the direct retry for one [PWD-FORGOT-8], the
 * retry for the chosen one [PWD-FORGOT-7], and the sent step [PWD-FORGOT-9].
 */
export function useForgotPassword() {
  const [phone, setPhoneValue] = useState('');
  const [step, setStep] = useState<ForgotStep>({ kind: 'phone' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const answer = async (target: ForgotTarget): Promise<ForgotStep> => {
    const accounts = await forgotPassword(phone, target);
    // An empty list is read as sent: the server answers an unknown phone like a sent one.
    if (accounts === null || accounts.length === 0) return { kind: 'sent' };
    const [only] = accounts;
    if (accounts.length === 1 && only && !target) return answer({ user_id: only.user_id, institute_id: only.institute_id });
    return { kind: 'choose', accounts };
  };

  const send = async (target: ForgotTarget) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setStep(await answer(target));
    } catch (e) {
      setError(forgotErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  return {
    phone,
    step,
    busy,
    error,
    setPhone: (value: string) => setPhoneValue(sanitizeForgotPhone(value)),
    /** Continue [PWD-FORGOT-4]. */
    start: () => void send(null),
    /** Reset Password for the chosen account [PWD-FORGOT-7]. */
    reset: (account: TForgotPasswordAccount) => void send({ user_id: account.user_id, institute_id: account.institute_id }),
    /** The chooser's Cancel: back to the phone, which is kept (decision 024). */
    back: () => {
      setError(null);
      setStep({ kind: 'phone' });
    },
  };
}

import type { TLoginRequest, TLoginResult, TProfileChoice, TSession } from '@portal/contract';
import { loginErrorText, splitAppLink } from '@portal/domain/auth/login-error';
import { loginOutcome } from '@portal/domain/auth/login-outcome';
import { ApiError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { login } from './api/login.ts';

export type Message = { key: string } | { text: string };

/** What the login screen does next with one answer of the login call. */
export type LoginStep =
  | { kind: 'session'; session: TSession }
  | { kind: 'chooseProfile'; profiles: TProfileChoice[] }
  /** A parent's first answer: a session in which no child is chosen yet (decision 028). */
  | { kind: 'chooseStudent'; choice: TSession }
  | { kind: 'confirmTakeOver' }
  | { kind: 'alert'; message: Message; link: string | null }
  | { kind: 'toast'; message: Message };

function isSession(result: unknown): result is TSession {
  return typeof result === 'object' && result !== null && 'expires_at' in result && 'logindatetime' in result;
}

/** The branches of a successful answer, decided by the domain's loginOutcome [LOGIN-OUT-2..5] [LOGIN-OPT-1..5] [LOGIN-PARENT-1..3]. */
export function stepFromResult(result: TLoginResult): LoginStep {
  const outcome = loginOutcome(result);
  switch (outcome.kind) {
    case 'chooseProfile':
      return { kind: 'chooseProfile', profiles: result as TProfileChoice[] };
    case 'confirmTakeOver':
      return { kind: 'confirmTakeOver' };
    case 'unregisteredDevice':
      return { kind: 'alert', message: { key: 'login.alert.unregisteredDevice' }, link: null };
    case 'blocked':
      return { kind: 'alert', message: { key: 'login.alert.blocked' }, link: null };
    case 'notAuthorised':
      return { kind: 'alert', message: { key: 'login.alert.notAuthorised' }, link: null };
    case 'chooseStudent':
      return { kind: 'chooseStudent', choice: result as TSession };
    case 'feeDues':
      return { kind: 'toast', message: { key: 'login.err.feeDues' } };
    case 'success':
      return isSession(result) ? { kind: 'session', session: result } : { kind: 'toast', message: { key: 'login.err.invalid' } };
  }
}

/**
 * A refused login: ': app_link :' opens the Alert with its link [LOGIN-ERR-6]; a known code is
 * translated; otherwise the server's message with the spec's fallbacks [LOGIN-ERR-1..5].
 */
export function stepFromError(error: { responded: boolean; message: string | null; code: string | null }): LoginStep {
  if (!error.responded) return { kind: 'toast', message: loginErrorText({ responded: false }) };
  const split = error.message ? splitAppLink(error.message) : null;
  if (split) return { kind: 'alert', message: { text: split.text }, link: split.link };
  const translated = serverMessage({ code: error.code, serverMessage: error.message });
  return { kind: 'toast', message: translated ?? loginErrorText({ responded: true, message: error.message ?? undefined }) };
}

/** Sends one login request and turns its answer, or its failure, into the next step. */
export async function runLogin(body: TLoginRequest): Promise<LoginStep> {
  try {
    const response = await login(body);
    // An answer whose own status is not a success is a login error [LOGIN-OUT-6].
    if (response.statusCode !== 200) return stepFromError({ responded: true, message: response.message, code: null });
    return stepFromResult(response.result);
  } catch (error) {
    if (error instanceof ApiError) return stepFromError({ responded: error.responded, message: error.serverMessage, code: error.code });
    return stepFromError({ responded: false, message: null, code: null });
  }
}

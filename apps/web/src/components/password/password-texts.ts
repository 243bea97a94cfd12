import { ERROR_CODES } from '@portal/contract/error-codes';
import type { ChangePasswordError } from '@portal/domain/profile/change-password';
import type { PasswordChangeTarget } from '@portal/domain/profile/edit-permission';
import { ApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { errorText } from '../../lib/show-error.ts';

type DomainKey = ChangePasswordError | PasswordChangeTarget['successKey'];

/**
 * The domain names its keys under 'profile.pwd.' (decision 020); the web's texts for them live
 * in the 'password' area, one to one: 'profile.pwd.err.mismatch' is 'password.err.mismatch'.
 */
export function passwordTextKey(key: DomainKey): string {
  return key.replace(/^profile\.pwd\./, 'password.');
}

/** Every refusal of the change-password checks (decision 020's table). */
export const CHANGE_ERROR_KEYS: readonly ChangePasswordError[] = [
  'profile.pwd.err.existingRequired',
  'profile.pwd.err.existingWrong',
  'profile.pwd.err.mismatch',
  'profile.pwd.err.tooShort',
  'profile.pwd.err.tooLong',
  'profile.pwd.err.common',
  'profile.pwd.err.sameAsExisting',
];

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A refused change in the reader's language. The server answers a refusal with 400, a code and
 * decision 020's English text (a wrong existing password: EXISTING_PASSWORD_WRONG, 'Please
 * enter correct existing password' [PWD-CHANGE-2]); a text that is one of ours is shown
 * translated, anything else (429, offline, a message we do not know) as every call shows it.
 */
export function changeRefusal(error: unknown): { text: string; key: ChangePasswordError | null } {
  if (error instanceof ApiError && error.status === 400 && error.code === ERROR_CODES.existingPasswordWrong) {
    const key: ChangePasswordError = 'profile.pwd.err.existingWrong';
    return { text: i18n.t(passwordTextKey(key)), key };
  }
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
    const sent = normal(error.serverMessage);
    const key = CHANGE_ERROR_KEYS.find((k) => normal(i18n.t(passwordTextKey(k), { lng: 'en' })) === sent);
    if (key) return { text: i18n.t(passwordTextKey(key)), key };
  }
  return { text: errorText(error), key: null };
}

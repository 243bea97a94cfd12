import type { ChangePasswordError, PasswordChangeTarget } from '@portal/domain';

/** The English texts of the domain's change-password keys (decision 020's table). */
export const CHANGE_PASSWORD_ERROR_TEXT: Record<ChangePasswordError, string> = {
  'profile.pwd.err.existingRequired': 'Enter existing password, First',
  'profile.pwd.err.existingWrong': 'Please enter correct existing password',
  'profile.pwd.err.mismatch': "Entered new passwords doesn't match",
  'profile.pwd.err.tooShort': 'New passwords must contain at least 8 characters.',
  'profile.pwd.err.tooLong': 'New passwords must contain at most 128 characters.',
  'profile.pwd.err.common': 'New passwords must not be a common or easily guessed password.',
  'profile.pwd.err.sameAsExisting': 'New passwords must differ from the existing password.',
};

/** The success texts [PWD-CHANGE-10]; the student's is decision 020 [PWD-CHANGE-11]. */
export const CHANGE_PASSWORD_SUCCESS_TEXT: Record<PasswordChangeTarget['successKey'], string> = {
  'profile.pwd.changed': 'Password changed successfully,Please Re-Login!',
  'profile.pwd.changedParent': "Parent's Password changed successfully,Please Re-Login!",
};

export const FORGOT_MESSAGES = {
  /** [PWD-FORGOT-9], the spec's text as the client reads it (the web shows its own spelling). */
  sent: 'New Password send to your registered mobile number.',
  /** [PWD-FORGOT-5]: a list to choose from. */
  choose: 'Select the account to reset the password for.',
} as const;

export function tooManyResetsText(retryAfterSeconds: number): string {
  const m = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many password reset requests. Please try again in ${m} minute${m === 1 ? '' : 's'}.`;
}

export function tooManyWrongPasswordsText(windowMinutes: number): string {
  return `Too many wrong passwords. Please wait ${windowMinutes} minute${windowMinutes === 1 ? '' : 's'} and try again.`;
}

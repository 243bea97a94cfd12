/** Spaces are removed from the login field as the user types [LOGIN-SCREEN-3]. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

export const MIN_LOGIN_PASSWORD_LENGTH = 4;

/** Decision 005 ([LOGIN-VALID-11]): a phone number is 7 to 15 digits (E.164 national lengths). */
export function isValidPhone(value: string): boolean {
  return /^\d{7,15}$/.test(value);
}

/** A pragmatic email test: one @, a dot in the domain, no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

export type LoginValidationError =
  | 'login.valid.loginRequired'
  | 'login.valid.passwordRequired'
  | 'login.valid.phoneInvalid'
  | 'login.valid.emailInvalid'
  | 'login.valid.passwordInvalid'
  | 'login.valid.passwordShort';

/**
 * The login checks in their order; the first failure is returned and nothing is sent
 * [LOGIN-VALID-1..9] [LOGIN-VALID-12]. Decision 005 ([LOGIN-VALID-10]): step 2 tests for an
 * empty string, step 5 for a password made only of whitespace, so step 5 can fire.
 */
export function validateLogin(userName: string, password: string): LoginValidationError | null {
  if (userName === '') return 'login.valid.loginRequired';
  if (password === '') return 'login.valid.passwordRequired';
  const allDigits = /^\d+$/.test(userName);
  if (allDigits && !isValidPhone(userName)) return 'login.valid.phoneInvalid';
  if (!allDigits && !isValidEmail(userName)) return 'login.valid.emailInvalid';
  if (password.trim() === '') return 'login.valid.passwordInvalid';
  if (password.length < MIN_LOGIN_PASSWORD_LENGTH) return 'login.valid.passwordShort';
  return null;
}

import { COMMON_PASSWORDS, WEAK_BASE_WORDS } from './common-passwords.ts';

/** Decision 020 (replacing the spec's 6-10 alphanumeric rule, [PWD-CHANGE-4] [PWD-CHANGE-6]). */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 128;

export type ChangePasswordError =
  | 'profile.pwd.err.existingRequired'
  | 'profile.pwd.err.existingWrong'
  | 'profile.pwd.err.mismatch'
  | 'profile.pwd.err.tooShort'
  | 'profile.pwd.err.tooLong'
  | 'profile.pwd.err.common'
  | 'profile.pwd.err.sameAsExisting';

/** The key the server answers with when the existing password is wrong [PWD-CHANGE-2]. */
export const EXISTING_PASSWORD_WRONG: ChangePasswordError = 'profile.pwd.err.existingWrong';

const codePoints = (text: string) => Array.from(text);

/** One character repeated ('aaaaaaaa', eight spaces). */
function isRepetitive(chars: string[]): boolean {
  return chars.every((c) => c === chars[0]);
}

/** A run going up or down by one code point throughout ('12345678', 'hgfedcba'). */
function isSequential(chars: string[]): boolean {
  const codes = chars.map((c) => c.codePointAt(0) ?? 0);
  if (codes.length < 3) return false;
  const steps = codes.slice(1).map((code, i) => code - (codes[i] ?? 0));
  return steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

/**
 * A blocklisted password (NIST SP 800-63B 3.1.1.2, OWASP ASVS 5.0 6.2.4), compared in lower
 * case: a common password; one character repeated; a sequence; a weak word or a context value
 * (the person's name, phone, email or its local part) alone or followed only by digits and
 * symbols.
 */
export function isCommonPassword(password: string, context: readonly string[] = []): boolean {
  const lower = password.toLowerCase();
  const chars = codePoints(lower);
  if (COMMON_PASSWORDS.has(lower) || isRepetitive(chars) || isSequential(chars)) return true;
  const base = lower.replace(/[\p{N}\p{P}\p{S}\p{Z}_]+$/u, '');
  // A context value that is itself digits (the phone) would vanish from `base`: strip only the
  // trailing symbols and spaces too, so '9000000008!' counts as the phone.
  const unsuffixed = lower.replace(/[\p{P}\p{S}\p{Z}_]+$/u, '');
  const contextWords = context
    .flatMap((c) => [c, c.split('@')[0] ?? '', ...c.split(/\s+/)])
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c.length >= 3);
  return [lower, base, unsuffixed].some((word) => WEAK_BASE_WORDS.has(word) || contextWords.includes(word));
}

/**
 * The new-password policy (decision 020): 8 to 128 characters counted as code points, any
 * characters (spaces and all of Unicode; nothing trimmed, no composition rule), not common.
 */
export function newPasswordError(password: string, context: readonly string[] = []): ChangePasswordError | null {
  const n = codePoints(password).length;
  if (n < NEW_PASSWORD_MIN) return 'profile.pwd.err.tooShort';
  if (n > NEW_PASSWORD_MAX) return 'profile.pwd.err.tooLong';
  return isCommonPassword(password, context) ? 'profile.pwd.err.common' : null;
}

export type ChangePasswordInput = { existing: string; next: string; retyped: string; context?: readonly string[] };

/**
 * The change-password checks in the spec's order, first failure wins [PWD-CHANGE-5]: existing
 * password required [PWD-CHANGE-1]; (the existing password's correctness [PWD-CHANGE-2] is the
 * server's, which answers EXISTING_PASSWORD_WRONG: the browser never holds it); new passwords
 * match [PWD-CHANGE-3]; the policy in place of [PWD-CHANGE-4]; and, decision 020, a new password
 * equal to the existing one is refused, as it changes nothing. The server runs the same function.
 */
export function validateChangePassword(input: ChangePasswordInput): ChangePasswordError | null {
  if (input.existing === '') return 'profile.pwd.err.existingRequired';
  if (input.next !== input.retyped) return 'profile.pwd.err.mismatch';
  const policy = newPasswordError(input.next, input.context);
  if (policy) return policy;
  return input.next === input.existing ? 'profile.pwd.err.sameAsExisting' : null;
}

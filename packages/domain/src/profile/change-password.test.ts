import { describe, expect, it } from 'vitest';
import { isCommonPassword, NEW_PASSWORD_MAX, newPasswordError, validateChangePassword } from './change-password.ts';

const good = 'river-tiger-lamp';

describe('change password', () => {
  it('[PWD-CHANGE-1] the existing password is required first', () => {
    expect(validateChangePassword({ existing: '', next: 'a', retyped: 'b' })).toBe('profile.pwd.err.existingRequired');
  });

  it('[PWD-CHANGE-3] the new passwords must match', () => {
    expect(validateChangePassword({ existing: 'old', next: good, retyped: `${good}x` })).toBe('profile.pwd.err.mismatch');
    expect(validateChangePassword({ existing: 'old', next: good, retyped: good })).toBeNull();
  });

  it('[PWD-CHANGE-5] the checks run in order: existing, match, then policy', () => {
    expect(validateChangePassword({ existing: '', next: 'x', retyped: 'x' })).toBe('profile.pwd.err.existingRequired');
    expect(validateChangePassword({ existing: 'old', next: 'x', retyped: 'y' })).toBe('profile.pwd.err.mismatch');
    expect(validateChangePassword({ existing: 'old', next: 'x', retyped: 'x' })).toBe('profile.pwd.err.tooShort');
  });

  it('[PWD-CHANGE-4] [PWD-CHANGE-6] policy (decision 020): at least 8 and at most 128 code points', () => {
    expect(newPasswordError('gq7#Lm2')).toBe('profile.pwd.err.tooShort');
    expect(newPasswordError('gq7#Lm2z')).toBeNull();
    expect(newPasswordError('gq7Lm2'.padEnd(NEW_PASSWORD_MAX, 'k'))).toBeNull();
    expect(newPasswordError('gq7Lm2'.padEnd(NEW_PASSWORD_MAX + 1, 'k'))).toBe('profile.pwd.err.tooLong');
    expect(newPasswordError('🔑🌙🦊🎲🌵🎈')).toBe('profile.pwd.err.tooShort');
    expect(newPasswordError('🔑🌙🦊🎲🌵🎈🪁🧩')).toBeNull();
  });

  it('[PWD-CHANGE-4] [PWD-CHANGE-6] any characters are allowed: spaces, symbols, Unicode, 11+ characters', () => {
    expect(newPasswordError('correct horse battery')).toBeNull();
    expect(newPasswordError('मेरा पासवर्ड 42')).toBeNull();
    expect(newPasswordError(' lead space ')).toBeNull();
    expect(newPasswordError('abcdefghijk'.replace('c', 'Z'))).toBeNull();
  });

  it('[PWD-CHANGE-4] common, repeated, sequential and context passwords are refused', () => {
    for (const pw of ['password', 'Password123', '12345678', 'qwertyuiop', 'iloveyou', 'aaaaaaaa', '        ', 'abcdefgh', '87654321', 'demo1234', 'Welcome@2026', 'Student@123', 'SCHOOL2026']) {
      expect(newPasswordError(pw), pw).toBe('profile.pwd.err.common');
    }
    expect(isCommonPassword('aarav2026!', ['Aarav Sharma'])).toBe(true);
    expect(isCommonPassword('aarav.sharma', ['aarav.sharma@example.com'])).toBe(true);
    expect(isCommonPassword('9000000001', ['9000000001'])).toBe(true);
    expect(isCommonPassword('9000000008!', ['9000000008'])).toBe(true);
    expect(isCommonPassword('9000000008 #', ['9000000008'])).toBe(true);
    expect(isCommonPassword('aarav2026!', [])).toBe(false);
    expect(isCommonPassword('passwordé', [])).toBe(false);
  });

  it('[PWD-CHANGE-4] a new password equal to the existing one is refused last', () => {
    expect(validateChangePassword({ existing: good, next: good, retyped: good })).toBe('profile.pwd.err.sameAsExisting');
  });
});

import { describe, expect, it } from 'vitest';
import { canContinueForgot, sanitizeForgotPhone } from './forgot-password.ts';

describe('forgot password', () => {
  it('[PWD-FORGOT-2] the phone field keeps digits only, at most 15', () => {
    expect(sanitizeForgotPhone('+91 90000-00010')).toBe('919000000010');
    expect(sanitizeForgotPhone('abc')).toBe('');
    expect(sanitizeForgotPhone('١٢٣')).toBe('');
    expect(sanitizeForgotPhone('1234567890123456789')).toBe('123456789012345');
  });

  it('[PWD-FORGOT-3] Continue is disabled while the trimmed phone is empty', () => {
    expect(canContinueForgot('')).toBe(false);
    expect(canContinueForgot('   ')).toBe(false);
    expect(canContinueForgot('9')).toBe(true);
  });
});

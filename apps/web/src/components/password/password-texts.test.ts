import { describe, expect, it } from 'vitest';
import { validateChangePassword } from '@portal/domain/profile/change-password';
import type { PasswordChangeTarget } from '@portal/domain/profile/edit-permission';
import en from '../../locales/password/en.json';
import { ApiError } from '../../lib/api-client.ts';
import { initI18n } from '../../lib/i18n.ts';
import { loadScreenTexts } from '../../lib/screen-texts.ts';
import { CHANGE_ERROR_KEYS, changeRefusal, passwordTextKey } from './password-texts.ts';

const valueAt = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
const SUCCESS_KEYS: PasswordChangeTarget['successKey'][] = ['profile.pwd.changed', 'profile.pwd.changedParent'];

describe('password texts', () => {
  it('[PWD-CHANGE-1..5] [PWD-CHANGE-10] every key the domain returns has an English text in the password area', () => {
    const missing = [...CHANGE_ERROR_KEYS, ...SUCCESS_KEYS].map(passwordTextKey).filter((k) => typeof valueAt(k) !== 'string');
    expect(missing).toEqual([]);
    expect(passwordTextKey('profile.pwd.err.mismatch')).toBe('password.err.mismatch');
  });

  it('[PWD-CHANGE-5] the list covers what validateChangePassword returns', () => {
    const cases = [
      { existing: '', next: 'x', retyped: 'x' },
      { existing: 'a', next: 'x', retyped: 'y' },
      { existing: 'a', next: 'short', retyped: 'short' },
      { existing: 'a', next: 'x'.repeat(129) + 'y', retyped: 'x'.repeat(129) + 'y' },
      { existing: 'a', next: 'password123', retyped: 'password123' },
      { existing: 'river lamp 42', next: 'river lamp 42', retyped: 'river lamp 42' },
    ];
    for (const input of cases) expect(CHANGE_ERROR_KEYS).toContain(validateChangePassword(input));
  });

  it("[PWD-CHANGE-2] the server's English refusal is read as our key; other failures keep the server's text", async () => {
    await initI18n('en');
    await loadScreenTexts('en', 'password');
    expect(changeRefusal(new ApiError(400, 'Please enter correct existing password', 'EXISTING_PASSWORD_WRONG'))).toEqual({
      text: 'Please enter correct existing password',
      key: 'profile.pwd.err.existingWrong',
    });
    expect(changeRefusal(new ApiError(400, ' new passwords must contain at least 8 characters. ', null)).key).toBe('profile.pwd.err.tooShort');
    expect(changeRefusal(new ApiError(400, 'Wrong password (reworded)', 'EXISTING_PASSWORD_WRONG')).text).toBe('Please enter correct existing password');
    expect(changeRefusal(new ApiError(400, 'Something else', null))).toEqual({ text: 'Something else', key: null });
    expect(changeRefusal(new ApiError(429, 'Please enter correct existing password', 'RATE_LIMITED')).key).toBeNull();
  });
});

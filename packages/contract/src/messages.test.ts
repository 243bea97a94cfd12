import { describe, expect, it } from 'vitest';
import { ZMessagesParams } from './messages.ts';

const phoneOf = (phone: string) => ZMessagesParams.safeParse({ instituteId: '101', phone });

describe('the messages path [MSG-PHONE-1]', () => {
  it("[MSG-PHONE-1] [issue 12] the spec's client's '+91-…' and ours '91-…' are the same number", () => {
    expect(phoneOf('+91-9000000001').data?.phone).toBe('91-9000000001');
    expect(phoneOf('91-9000000001').data?.phone).toBe('91-9000000001');
  });

  it('[MSG-PHONE-1] [issue 12] anything else is refused on the phone field', () => {
    for (const phone of ['9000000001', '++91-9000000001', '91-+9000000001', ' 91-9000000001', '91-9000000001\u0000', '91-9000000001\n', '+-9000000001', '+91-']) {
      const parsed = phoneOf(phone);
      expect(parsed.success, JSON.stringify(phone)).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['phone']);
    }
  });
});

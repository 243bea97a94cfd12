import { describe, expect, it } from 'vitest';
import { financialYearOf } from './financial-year.ts';

describe('financialYearOf', () => {
  it('[FEES-ROW-1] [decision 081] a payment is filed under the April-to-March year of its day', () => {
    expect(financialYearOf('2026-05-10')).toBe('2026-27');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
  });
});

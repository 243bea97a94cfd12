import { describe, expect, it } from 'vitest';
import { INSTALMENT_STATUSES, instalmentStatus, isPastDueByMoreThanADay, type InstalmentAmounts } from './instalment-status.ts';

const TODAY = '2026-11-21';
/** An unpaid instalment of Rs 10,000 + Rs 1,800 tax, due in the future. */
const unpaid: InstalmentAmounts = {
  d_date: '2026-12-10',
  p_status: 'N',
  p_amount: 0,
  bad_debt_amount: 0,
  initial_amount: 10_000,
  tax_amount: 1_800,
  disc_amount: 0,
};
const row = (patch: Partial<InstalmentAmounts>): InstalmentAmounts => ({ ...unpaid, ...patch });

describe('instalment status', () => {
  it('[FEES-STATUS-1] an unpaid row more than one day past its due date is Overdue', () => {
    expect(instalmentStatus(row({ d_date: '2026-11-19' }), TODAY)).toBe('Overdue');
    expect(instalmentStatus(row({ d_date: '2026-04-10' }), TODAY)).toBe('Overdue');
    expect(instalmentStatus(row({ d_date: '2025-12-31' }), '2026-01-02')).toBe('Overdue');
  });

  it.each([
    ['2026-11-20', 'exactly one day past'],
    ['2026-11-21', 'due today'],
    ['2026-12-10', 'due later'],
    ['not a date', 'an unreadable due date'],
  ])('[FEES-STATUS-2] [FEES-STATUS-8] an unpaid row %s (%s) is Due', (dDate) => {
    expect(instalmentStatus(row({ d_date: dDate }), TODAY)).toBe('Due');
  });

  it('[FEES-STATUS-8] days are calendar days: one day past across a month and a year end is still Due', () => {
    expect(isPastDueByMoreThanADay('2026-10-31', '2026-11-01')).toBe(false);
    expect(isPastDueByMoreThanADay('2026-12-31', '2027-01-01')).toBe(false);
    expect(isPastDueByMoreThanADay('2026-10-31', '2026-11-02')).toBe(true);
    expect(isPastDueByMoreThanADay('2026-11-19', '2026-11-21')).toBe(true);
    expect(isPastDueByMoreThanADay('2026-11-20', '2026-11-21')).toBe(false);
  });

  it('[FEES-STATUS-3] a row whose initial plus tax minus discount is zero is Discounted', () => {
    const waived = { initial_amount: 10_000, tax_amount: 1_800, disc_amount: 11_800 };
    expect(instalmentStatus(row({ ...waived, p_status: 'N', p_amount: 500, bad_debt_amount: 0 }), TODAY)).toBe('Discounted');
    // Compared in paise: binary noise in the sum is not a balance.
    expect(instalmentStatus(row({ initial_amount: 0.1, tax_amount: 0.2, disc_amount: 0.3, p_amount: 1 }), TODAY)).toBe('Discounted');
  });

  it('[FEES-STATUS-4] a row with p_status Y is Paid', () => {
    expect(instalmentStatus(row({ p_status: 'Y', p_amount: 11_800 }), TODAY)).toBe('Paid');
    expect(instalmentStatus(row({ p_status: 'Y', p_amount: 0, d_date: '2026-01-01' }), TODAY)).toBe('Paid');
  });

  it('[FEES-STATUS-5] a row with p_status N and a bad debt is Bad Debt', () => {
    expect(instalmentStatus(row({ bad_debt_amount: 11_800 }), TODAY)).toBe('Bad Debt');
    expect(instalmentStatus(row({ bad_debt_amount: 6_800, p_amount: 5_000, d_date: '2026-01-01' }), TODAY)).toBe('Bad Debt');
  });

  it('[FEES-STATUS-6] any other row (p_status N, part paid, no bad debt) is Partially Paid', () => {
    expect(instalmentStatus(row({ p_amount: 5_000 }), TODAY)).toBe('Partially Paid');
    expect(instalmentStatus(row({ p_amount: 5_000, d_date: '2026-01-01' }), TODAY)).toBe('Partially Paid');
  });

  it('[FEES-STATUS-1] [FEES-STATUS-9] nothing paid means p_amount zero: one paisa paid is no longer unpaid', () => {
    expect(instalmentStatus(row({ d_date: '2026-01-01', p_amount: 0.004 }), TODAY)).toBe('Overdue');
    expect(instalmentStatus(row({ d_date: '2026-01-01', p_amount: 0.01 }), TODAY)).toBe('Partially Paid');
  });

  describe('[FEES-STATUS-7] the first matching step wins', () => {
    it('[FEES-STATUS-7] [FEES-STATUS-9] a fully discounted unpaid row is Discounted, not Overdue or Due (reading B)', () => {
      const waived = row({ disc_amount: 11_800 });
      expect(instalmentStatus({ ...waived, d_date: '2026-01-01' }, TODAY)).toBe('Discounted');
      expect(instalmentStatus({ ...waived, d_date: '2026-12-31' }, TODAY)).toBe('Discounted');
    });

    it('[FEES-STATUS-7] Discounted comes before Paid and Bad Debt', () => {
      expect(instalmentStatus(row({ disc_amount: 11_800, p_status: 'Y' }), TODAY)).toBe('Discounted');
      expect(instalmentStatus(row({ disc_amount: 11_800, bad_debt_amount: 100 }), TODAY)).toBe('Discounted');
    });

    it('[FEES-STATUS-7] Overdue before Due: an unpaid past row never reads Due', () => {
      expect(instalmentStatus(row({ d_date: '2026-11-01' }), TODAY)).toBe('Overdue');
    });

    it('[FEES-STATUS-7] Paid before Bad Debt and Partially Paid', () => {
      expect(instalmentStatus(row({ p_status: 'Y', bad_debt_amount: 100, p_amount: 3_000 }), TODAY)).toBe('Paid');
    });

    it('[FEES-STATUS-7] Bad Debt before Partially Paid, and a bad debt keeps a row out of Overdue and Due', () => {
      expect(instalmentStatus(row({ bad_debt_amount: 100, p_amount: 3_000 }), TODAY)).toBe('Bad Debt');
      expect(instalmentStatus(row({ bad_debt_amount: 100, d_date: '2026-01-01' }), TODAY)).toBe('Bad Debt');
    });

    it('[FEES-STATUS-7] [FEES-STATUS-9] the order tried is Discounted, Overdue, Due, Paid, Bad Debt, Partially Paid', () => {
      expect(INSTALMENT_STATUSES).toEqual(['Discounted', 'Overdue', 'Due', 'Paid', 'Bad Debt', 'Partially Paid']);
    });
  });
});

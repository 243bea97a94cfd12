import { describe, expect, it } from 'vitest';
import { dueTabRows, type DueTabRow } from './due-tab.ts';

const TODAY = '2026-11-21';
const base: DueTabRow = {
  d_date: '2026-12-10',
  p_status: 'N',
  p_amount: 0,
  bad_debt_amount: 0,
  initial_amount: 5_000,
  tax_amount: 0,
  disc_amount: 0,
  d_amount: 5_000,
  balance_fine: 0,
};
const make = (id: string, patch: Partial<DueTabRow>) => ({ ...base, ...patch, id });

describe('due tab rows', () => {
  it('[FEES-DUE-1] hides Paid rows', () => {
    const rows = [make('due', {}), make('paid', { p_status: 'Y', p_amount: 5_000, d_amount: 0 })];
    expect(dueTabRows(rows, TODAY).map((r) => r.id)).toEqual(['due']);
  });

  it('[FEES-DUE-1] hides a Paid row even when a balance or fine remains', () => {
    expect(dueTabRows([make('paid', { p_status: 'Y', d_amount: 200, balance_fine: 50 })], TODAY)).toEqual([]);
  });

  it('[FEES-DUE-2] hides Bad Debt rows even with a balance', () => {
    const rows = [make('bad', { bad_debt_amount: 5_000, d_amount: 5_000 }), make('due', {})];
    expect(dueTabRows(rows, TODAY).map((r) => r.id)).toEqual(['due']);
  });

  it.each([
    [0, 0, false],
    [-100, 50, false],
    [0, 0.004, false],
    [0, 150, true],
    [0.01, 0, true],
    [2_500, 0, true],
  ])('[FEES-DUE-3] balance %d plus fine %d above zero: shown %s', (dAmount, fine, shown) => {
    const rows = dueTabRows([make('r', { p_amount: 1_000, d_amount: dAmount, balance_fine: fine })], TODAY);
    expect(rows.length === 1).toBe(shown);
  });

  it('[FEES-DUE-3] [FEES-STATUS-3] a fully discounted row owes nothing and is hidden', () => {
    expect(dueTabRows([make('waived', { disc_amount: 5_000, d_amount: 0 })], TODAY)).toEqual([]);
  });

  it('[FEES-DUE-1] [FEES-DUE-2] [FEES-DUE-3] keeps Overdue, Due and Partially Paid rows in their order', () => {
    const rows = [
      make('partial', { p_amount: 2_000, d_amount: 3_000 }),
      make('paid', { p_status: 'Y', p_amount: 5_000, d_amount: 0 }),
      make('overdue', { d_date: '2026-10-01', balance_fine: 250 }),
      make('bad', { bad_debt_amount: 5_000 }),
      make('due', {}),
    ];
    expect(dueTabRows(rows, TODAY).map((r) => r.id)).toEqual(['partial', 'overdue', 'due']);
    expect(rows).toHaveLength(5);
  });
});

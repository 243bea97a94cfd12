import { describe, expect, it } from 'vitest';
import { FEE_COLUMN_KINDS, feeCellText, feeColumns, feePlaceholder, type FeeColumnKey } from './columns.ts';

const off = { isSchool: false, fineConfigured: false, feeStructLinked: false, receiptsOn: false };

describe('fee columns', () => {
  it('[FEES-COL-1] the fine column follows is_fine_configured', () => {
    expect(feeColumns({ ...off, fineConfigured: true }).fine).toBe(true);
    expect(feeColumns(off).fine).toBe(false);
    expect(feeColumns({ ...off, isSchool: true, feeStructLinked: true, receiptsOn: true }).fine).toBe(false);
  });

  it('[FEES-COL-2] a school shows the standard column only with a linked fee structure, never the batch column', () => {
    expect(feeColumns({ ...off, isSchool: true, feeStructLinked: true })).toMatchObject({ standard: true, batch: false });
    expect(feeColumns({ ...off, isSchool: true, feeStructLinked: false })).toMatchObject({ standard: false, batch: false });
  });

  it('[FEES-COL-3] another institute shows the batch column only with a linked fee structure, never the standard column', () => {
    expect(feeColumns({ ...off, feeStructLinked: true })).toMatchObject({ standard: false, batch: true });
    expect(feeColumns(off)).toMatchObject({ standard: false, batch: false });
  });

  it('[FEES-COL-4] the receipt button follows student_fee_receipt_option', () => {
    expect(feeColumns({ ...off, receiptsOn: true }).receipt).toBe(true);
    expect(feeColumns({ ...off, isSchool: true, fineConfigured: true, feeStructLinked: true }).receipt).toBe(false);
  });
});

describe('fee cell placeholders', () => {
  const money: FeeColumnKey[] = ['t_amount', 'balance_fine', 'd_amount', 'p_amount', 'bad_debt_amount', 'initial_amount', 'tax_amount', 'disc_amount'];
  const other: FeeColumnKey[] = ['install_no', 'install_nos', 'd_date', 'p_date', 'stnd_n', 'c_n', 'p_method', 'f_rec_no', 'financial_yr'];

  it('[FEES-EMPTY-3] reading A: every column has one fixed placeholder, - for amounts and N/A for the rest', () => {
    expect(Object.keys(FEE_COLUMN_KINDS).sort()).toEqual([...money, ...other].sort());
    for (const column of money) expect(feePlaceholder(column)).toBe('-');
    for (const column of other) expect(feePlaceholder(column)).toBe('N/A');
  });

  it.each([null, undefined, '', '   '])('[FEES-EMPTY-2] a missing value (%o) shows the column placeholder', (value) => {
    expect(feeCellText('p_method', value)).toBe('N/A');
    expect(feeCellText('p_date', value)).toBe('N/A');
    expect(feeCellText('balance_fine', value)).toBe('-');
  });

  it('[FEES-EMPTY-2] [FEES-MONEY-1] a money cell is formatted in rupees; an unreadable amount is missing', () => {
    expect(feeCellText('t_amount', 125_000)).toBe('Rs 1,25,000');
    expect(feeCellText('balance_fine', 0)).toBe('Rs 0');
    expect(feeCellText('d_amount', '2500')).toBe('Rs 2,500');
    expect(feeCellText('d_amount', 'abc')).toBe('-');
    expect(feeCellText('d_amount', Number.NaN)).toBe('-');
  });

  it('[FEES-ROW-1] [FEES-ROW-2] dates show DD-MM-YYYY and text is trimmed', () => {
    expect(feeCellText('d_date', '2026-11-19')).toBe('19-11-2026');
    expect(feeCellText('p_method', ' UPI ')).toBe('UPI');
    expect(feeCellText('install_no', 3)).toBe('3');
    expect(feeCellText('f_rec_no', 'R-101-0007')).toBe('R-101-0007');
  });
});

import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TSession } from '@portal/contract';
import { coachingSession, schoolSession } from '../../test/fixtures.ts';
import { feesResult, instalment, openFees, payment, settled } from './testing/fees-server.ts';

const COACHING_YEARS = [{ inst_acad_year_id: 21, inst_acad_year: '2026', start_date: '2026-01-01', end_date: '2026-12-31' }];
const headers = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('columnheader').map((h) => h.textContent);
const withSetUp = (base: TSession, setUp: Partial<TSession['inst_set_up']>): TSession => ({ ...base, inst_set_up: { ...base.inst_set_up, ...setUp } });

async function showHistory(user: { click: (el: Element) => Promise<void> }) {
  await user.click(screen.getByRole('tab', { name: 'Payment history' }));
  await act(() => vi.advanceTimersByTimeAsync(800));
  await settled();
}

const coachingRows = {
  a_install_li: [instalment(1, { stnd_n: null, c_n: 'JEE 2027 - Morning' })],
  p_install_li: [payment('APX-R-0001', { stnd_n: null, c_n: 'JEE 2027 - Morning' })],
};

describe('fees columns', () => {
  it('[FEES-COL-1] [FEES-COL-2] [FEES-COL-4] a school with a linked structure, fines and receipts: standard, fine and download', async () => {
    const { user } = await openFees({ fakeAllTimers: true, result: feesResult({ a_install_li: [instalment(1)], p_install_li: [payment('SPS-R-0001')] }) });
    expect(headers('Instalments due')).toEqual(['Install No.', 'Due Date', 'Standard', 'Total', 'Fine', 'Balance', 'Status']);
    await showHistory(user);
    expect(headers('Payments made')).toContain('Standard');
    expect(headers('Payments made')).not.toContain('Batch');
    expect(screen.getByRole('button', { name: 'Download receipt SPS-R-0001' })).toBeInTheDocument();
  });

  it('[FEES-COL-3] a coaching institute with a linked structure shows the batch (c_n), never the standard', async () => {
    const { user } = await openFees({ fakeAllTimers: true, session: coachingSession, years: COACHING_YEARS, result: feesResult(coachingRows) });
    expect(headers('Instalments due')).toEqual(['Install No.', 'Due Date', 'Batch', 'Total', 'Fine', 'Balance', 'Status']);
    expect(screen.getByRole('cell', { name: 'JEE 2027 - Morning' })).toBeInTheDocument();
    await showHistory(user);
    expect(headers('Payments made')).toContain('Batch');
    expect(headers('Payments made')).not.toContain('Standard');
  });

  it('[FEES-COL-2] [FEES-COL-3] without a linked fee structure neither standard nor batch is shown', async () => {
    await openFees({ session: withSetUp(schoolSession, { is_fee_struct_linked: false }), result: feesResult({ a_install_li: [instalment(1)] }) });
    expect(headers('Instalments due')).toEqual(['Install No.', 'Due Date', 'Total', 'Fine', 'Balance', 'Status']);
  });

  it('[FEES-COL-3] a coaching institute without a linked structure shows no batch', async () => {
    await openFees({ session: withSetUp(coachingSession, { is_fee_struct_linked: false }), years: COACHING_YEARS, result: feesResult(coachingRows) });
    expect(headers('Instalments due')).toEqual(['Install No.', 'Due Date', 'Total', 'Fine', 'Balance', 'Status']);
  });

  it('[FEES-COL-1] no fine column when is_fine_configured is off', async () => {
    await openFees({ result: feesResult({ is_fine_configured: false, a_install_li: [instalment(1)] }) });
    expect(headers('Instalments due')).toEqual(['Install No.', 'Due Date', 'Standard', 'Total', 'Balance', 'Status']);
  });

  it('[FEES-COL-4] no receipt column or button when the institute keeps receipts off', async () => {
    const { user } = await openFees({
      fakeAllTimers: true,
      session: withSetUp(schoolSession, { student_fee_receipt_option: false }),
      result: feesResult({ p_install_li: [payment('SPS-R-0001')] }),
    });
    await showHistory(user);
    expect(headers('Payments made')).not.toContain('Receipt');
    expect(screen.queryByRole('button', { name: /Download receipt/ })).not.toBeInTheDocument();
  });
});

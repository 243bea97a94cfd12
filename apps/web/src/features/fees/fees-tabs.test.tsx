import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../../test/server.ts';
import { feeCalls, feesResult, instalment, openFees, payment, settled } from './testing/fees-server.ts';

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const headersOf = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((h) => h.textContent);

// Today is 2026-11-21 in Kolkata: due 2026-11-19 is more than a day past, 2026-11-20 exactly one.
const dueList = [
  instalment(1, { d_date: '2026-11-19' }),
  instalment(2, { d_date: '2026-11-20', balance_fine: 150 }),
  instalment(3, { p_amount: 5000, d_amount: 20000 }),
  instalment(4, { p_status: 'Y', p_amount: 25000, d_amount: 0 }),
  instalment(5, { bad_debt_amount: 25000, d_amount: 25000 }),
  instalment(6, { initial_amount: 2000, tax_amount: 0, disc_amount: 2000, t_amount: 0, d_amount: 0 }),
  instalment(7, { p_amount: 25000, d_amount: 0, balance_fine: 300 }),
  instalment(8, { p_amount: 25000, d_amount: 0, balance_fine: 0 }),
  instalment(9, { initial_amount: 2000, tax_amount: 0, disc_amount: 2000, t_amount: 0, d_amount: 0, balance_fine: 200 }),
];

describe('fees screen tabs', () => {
  it('[FEES-TAB-1] [FEES-TAB-2] [FEES-SUM-1] [FEES-MONEY-1] [FEES-MONEY-2] [FEES-MONEY-3] opens on due details with the three cards in rupees', async () => {
    await openFees({ result: feesResult({ total_fee_amount: 1234567, total_paid_amount: 25000.5, total_unpaid_amount: 1209566.5, a_install_li: [instalment(1)] }) });
    const tabs = within(screen.getByRole('tablist', { name: 'Fee details' })).getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Due details', 'true'],
      ['Payment history', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Due details' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Fee summary' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual(['Total feesRs 12,34,567', 'Paid feesRs 25,001', 'Due feesRs 12,09,567']);
    expect(screen.getByRole('table', { name: 'Instalments due' })).toBeInTheDocument();
  });

  it('[FEES-STATUS-1] [FEES-STATUS-2] [FEES-STATUS-3] [FEES-STATUS-6] [FEES-STATUS-8] [FEES-STATUS-9] [FEES-DUE-1] [FEES-DUE-2] [FEES-DUE-3] the due tab shows each status it can hold and hides paid, bad debt and nothing-owed rows', async () => {
    await openFees({ result: feesResult({ a_install_li: dueList }) });
    const table = screen.getByRole('table', { name: 'Instalments due' });
    expect(rowsOf(table).map((r) => [cellsOf(r)[0], cellsOf(r).at(-1)])).toEqual([
      ['1', 'Overdue'],
      ['2', 'Due'],
      ['3', 'Partially Paid'],
      ['7', 'Partially Paid'],
      ['9', 'Discounted'],
    ]);
  });

  it('[FEES-ROW-2] [CONST-FMT-1] a due row: number, DD-MM-YYYY date, standard, total, fine, balance, status', async () => {
    await openFees({ result: feesResult({ a_install_li: [instalment(2, { d_date: '2026-11-20', t_amount: 125000, balance_fine: 150, d_amount: 100000 })] }) });
    const table = screen.getByRole('table', { name: 'Instalments due' });
    expect(headersOf(table)).toEqual(['Install No.', 'Due Date', 'Standard', 'Total', 'Fine', 'Balance', 'Status']);
    expect(cellsOf(rowsOf(table)[0]!)).toEqual(['2', '20-11-2026', 'Class 8 - A', 'Rs 1,25,000', 'Rs 150', 'Rs 1,00,000', 'Due']);
  });

  it('[FEES-TAB-3] [FEES-LOAD-2] switching tabs shows the spinner for 800 ms, then payment history', async () => {
    const { user } = await openFees({
      fakeAllTimers: true,
      result: feesResult({ a_install_li: [instalment(1)], p_install_li: [payment('SPS-R-0001')] }),
    });
    await user.click(screen.getByRole('tab', { name: 'Payment history' }));
    const panel = screen.getByRole('tabpanel', { name: 'Payment history' });
    expect(within(panel).getByRole('progressbar', { name: 'Loading fees…' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(within(panel).getByRole('progressbar')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Payments made' })).toBeInTheDocument();
    // The cards are the same on both tabs; the switch asks nothing new.
    expect(within(screen.getByRole('list', { name: 'Fee summary' })).getAllByRole('listitem')).toHaveLength(3);
    expect(feeCalls()).toHaveLength(1);
  });

  it('[FEES-TAB-1] the tabs follow the arrow keys', async () => {
    const { user } = await openFees({ fakeAllTimers: true });
    screen.getByRole('tab', { name: 'Due details' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Payment history' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Payment history' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Due details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('[FEES-ROW-1] [FEES-EMPTY-2] [FEES-EMPTY-3] a payment row, and N/A for a missing method or standard', async () => {
    const { user } = await openFees({
      fakeAllTimers: true,
      result: feesResult({
        p_install_li: [
          payment('SPS-R-0001', { install_nos: '1, 2', p_date: '2026-04-12', p_method: 'UPI', p_amount: 50000, d_amount: 75000 }),
          payment('SPS-R-0002', { install_nos: '3', p_method: null, stnd_n: null, p_amount: 1500.4 }),
        ],
      }),
    });
    await user.click(screen.getByRole('tab', { name: 'Payment history' }));
    await act(() => vi.advanceTimersByTimeAsync(800));
    await settled();
    const table = screen.getByRole('table', { name: 'Payments made' });
    expect(headersOf(table)).toEqual(['Instalments', 'Payment Date', 'Standard', 'Payment Method', 'Receipt No.', 'Amount Paid', 'Balance', 'Financial Year', 'Receipt']);
    const [first, second] = rowsOf(table);
    expect(cellsOf(first!)).toEqual(['1, 2', '12-04-2026', 'Class 8 - A', 'UPI', 'SPS-R-0001', 'Rs 50,000', 'Rs 75,000', '2026-27', 'Download']);
    expect(cellsOf(second!).slice(0, 6)).toEqual(['3', '12-04-2026', 'N/A', 'N/A', 'SPS-R-0002', 'Rs 1,500']);
  });

  it('[FEES-EMPTY-1] both tabs show no data available with an illustration when their lists are empty', async () => {
    const { user } = await openFees({ fakeAllTimers: true, result: feesResult({ a_install_li: [instalment(4, { p_status: 'Y', d_amount: 0, p_amount: 25000 })] }) });
    // The only instalment is paid: the due tab has nothing to list.
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel').querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Payment history' }));
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('[FEES-ERR-1] a failed load says so in place (decision 019) and Try again loads again', async () => {
    let calls = 0;
    // A 4xx is not retried (a 5xx is, twice, behind the spinner).
    await openFees({ result: () => (++calls === 1 ? fail(404, 'Academic year not found') : feesResult({ a_install_li: [instalment(1)] })) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The fees could not be loaded.');
    // Silent in the query cache: no toast on top of the message in place.
    expect(screen.queryByText('Academic year not found')).not.toBeInTheDocument();
    await screen.findByRole('button', { name: 'Try again' }).then((b) => b.click());
    expect(await screen.findByRole('table', { name: 'Instalments due' })).toBeInTheDocument();
    expect(feeCalls()).toHaveLength(2);
  });

  it('[FEES-ERR-2] a 403 on the fees call logs out with the server message (reading A)', async () => {
    await openFees({ settle: false, handlers: [http.get('/api/v1/studentWise/fee/:i/students/:s/:y', () => fail(403, 'Your session has been closed.'))] });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Your session has been closed.')).toBeInTheDocument();
    expect(localStorage.getItem('portal.session')).toBeNull();
  });
});

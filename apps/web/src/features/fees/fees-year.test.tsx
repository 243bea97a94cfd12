import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSession } from '@portal/contract';
import { coachingSession, openUserSession, parentSession, schoolSession } from '../../test/fixtures.ts';
import { sent } from '../../test/server.ts';
import { feeCalls, feesResult, instalment, openFees, settled } from './testing/fees-server.ts';

const YEARS = [
  { inst_acad_year_id: 31, inst_acad_year: '2025', start_date: '2025-01-01', end_date: '2025-12-31' },
  { inst_acad_year_id: 32, inst_acad_year: '2026', start_date: '2026-01-01', end_date: '2026-12-31' },
  { inst_acad_year_id: 33, inst_acad_year: '2027', start_date: '2027-01-01', end_date: '2027-12-31' },
];
const yearSelect = () => screen.getByRole('combobox', { name: 'Academic year' });
const coachingIn = (name: string): TSession => ({ ...coachingSession, acad_yr_id: 40, student_acad_year: [{ acad_yr_id: 40, acad_yr_name: name }] });

describe('fees academic year', () => {
  it('[FEES-AY-1] [FEES-AY-2] [FEES-LOAD-1] a school opens on the selected year, listed in the dropdown', async () => {
    await openFees();
    expect(within(yearSelect()).getAllByRole('option').map((o) => o.textContent)).toEqual(['2025-26', '2026-27']);
    expect(yearSelect()).toHaveValue('12');
    expect(feeCalls()).toEqual(['/api/v1/studentWise/fee/101/students/7001/12']);
  });

  it('[FEES-AY-2] a school whose selected year is the earlier one opens on it', async () => {
    await openFees({ session: { ...schoolSession, acad_yr_id: 11 } });
    expect(yearSelect()).toHaveValue('11');
    expect(feeCalls()).toEqual(['/api/v1/studentWise/fee/101/students/7001/11']);
  });

  it('[FEES-AY-3] a coaching institute opens on the year named like the student’s year, not the last one', async () => {
    await openFees({ session: coachingIn(' 2026 '), years: YEARS });
    expect(yearSelect()).toHaveValue('32');
    expect(feeCalls()).toEqual(['/api/v1/studentWise/fee/102/students/7001/32']);
  });

  it('[FEES-AY-4] with no year of that name the last year of the list is used', async () => {
    await openFees({ session: coachingIn('Batch 2030'), years: YEARS });
    expect(yearSelect()).toHaveValue('33');
  });

  it('[FEES-AY-5] choosing another year loads its fees', async () => {
    const { user } = await openFees({
      result: (yearId) => feesResult(yearId === 11 ? { total_fee_amount: 90000, a_install_li: [instalment(7)] } : { a_install_li: [instalment(1)] }),
    });
    expect(within(screen.getByRole('list', { name: 'Fee summary' })).getAllByRole('listitem')[0]).toHaveTextContent('Rs 1,25,000');
    await user.selectOptions(yearSelect(), '2025-26');
    await settled();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Fee summary' })).getAllByRole('listitem')[0]).toHaveTextContent('Rs 90,000'));
    expect(within(screen.getByRole('table', { name: 'Instalments due' })).getAllByRole('row')[1]).toHaveTextContent(/^7/);
    expect(feeCalls()).toEqual(['/api/v1/studentWise/fee/101/students/7001/12', '/api/v1/studentWise/fee/101/students/7001/11']);
  });

  it('[FEES-AY-1] with an empty year list there is no dropdown and the session’s year is asked (decision 019)', async () => {
    await openFees({ years: [], result: feesResult({ a_install_li: [instalment(1)] }) });
    expect(screen.queryByRole('combobox', { name: 'Academic year' })).not.toBeInTheDocument();
    expect(feeCalls()).toEqual(['/api/v1/studentWise/fee/101/students/7001/12']);
    expect(screen.getByRole('table', { name: 'Instalments due' })).toBeInTheDocument();
  });

  it('[FEES-LOAD-1] a parent sees the fees of the chosen child', async () => {
    await openFees({ session: { ...parentSession, student_id: 7002 } });
    expect(feeCalls()).toEqual(['/api/v1/studentWise/fee/101/students/7002/12']);
  });

  it('[SHELL-MENU-13] fees are not offered to user type 99: a short note and no call (decision 019)', async () => {
    await openFees({ session: openUserSession, settle: false });
    expect(await screen.findByText('Fees are not offered for your account.')).toBeInTheDocument();
    expect(sent.some((r) => r.url.pathname.startsWith('/api/v1/studentWise/fee'))).toBe(false);
    expect(sent.some((r) => r.url.pathname.startsWith('/api/v1/academicYear'))).toBe(false);
  });
});

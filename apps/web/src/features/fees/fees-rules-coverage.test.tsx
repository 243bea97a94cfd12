import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feeCalls, openFees } from './testing/fees-server.ts';

// Issue 33: FEES-VALID-1 had no test of its own. The fees screen takes nothing typed: its only
// control is the academic-year dropdown, whose every choice is valid, so it has nothing to check.

describe('fees (rules coverage)', () => {
  it('[FEES-VALID-1] the fees screen has no input validation: no field to type in, no required mark, no error', async () => {
    const { user } = await openFees();
    const main = within(screen.getByRole('main'));
    for (const role of ['textbox', 'searchbox', 'spinbutton', 'checkbox', 'radio'] as const) expect(main.queryAllByRole(role)).toEqual([]);
    const controls = screen.getByRole('main').querySelectorAll('input, select, textarea');
    expect([...controls].map((c) => c.getAttribute('aria-label') ?? (c as HTMLSelectElement).labels?.[0]?.textContent)).toEqual(['Academic year']);
    const year = main.getByRole('combobox', { name: 'Academic year' });
    expect(year).not.toBeRequired();
    await user.selectOptions(year, '11');
    expect(feeCalls().at(-1)).toBe('/api/v1/studentWise/fee/101/students/7001/11');
    expect(screen.getByRole('main').querySelector('[aria-invalid="true"]')).toBeNull();
    expect(main.queryByRole('alert')).not.toBeInTheDocument();
  });
});

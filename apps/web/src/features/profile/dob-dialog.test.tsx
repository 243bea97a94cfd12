import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail } from '../../test/server.ts';
import { openProfile, rowValue, studentProfile, UPDATE_PATH, updateCalls, updateHandler } from './testing/profile-server.ts';

// Today is 2026-11-21 in Kolkata; the stored date of birth is 14-05-2012 unless a test says otherwise.
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
type Choice = { day?: string; month?: string; year?: string };

async function openDob(options: Parameters<typeof openProfile>[0] = {}) {
  const view = await openProfile(options);
  await view.user.click(screen.getByRole('button', { name: 'Edit date of birth' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit date of birth' });
  const choose = async ({ day, month, year }: Choice) => {
    if (day) await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), day);
    if (month) await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Month' }), month);
    if (year) await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), year);
  };
  const save = () => view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { ...view, dialog, choose, save };
}

const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

describe('date-of-birth popup', () => {
  it('[PROFILE-DOB-1] days 01-31, months 1-12 and years 1970 to this year; the stored date is said', async () => {
    const { dialog } = await openDob();
    expect(optionTexts(within(dialog).getByRole('combobox', { name: 'Day' }))).toEqual(['Choose', ...Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'))]);
    expect(optionTexts(within(dialog).getByRole('combobox', { name: 'Month' }))).toEqual(['Choose', ...Array.from({ length: 12 }, (_, i) => String(i + 1))]);
    const years = optionTexts(within(dialog).getByRole('combobox', { name: 'Year' }));
    expect([years[1], years.at(-1), years.length]).toEqual(['1970', '2026', 58]);
    expect(within(dialog).getByText(/Current date of birth: 14-05-2012/)).toBeInTheDocument();
  });

  it('[PROFILE-DOB-2] the popup opens on the stored date, not on Choose (decision 089)', async () => {
    const { dialog } = await openDob();
    const shown = ['Day', 'Month', 'Year'].map((name) => within(dialog).getByRole<HTMLSelectElement>('combobox', { name }).selectedOptions[0]?.textContent);
    expect(shown).toEqual(['14', '5', '2012']);
  });

  it('[PROFILE-DISP-4] with no stored date (01-01-1900) the selects start on Choose', async () => {
    const { dialog } = await openDob({ profile: studentProfile({ dob: '1900-01-01' }) });
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Year' }).selectedOptions[0]?.textContent).toBe('Choose');
  });

  it('[PROFILE-DOB-2] [PROFILE-DOB-8] [PROFILE-EDIT-7] [PROFILE-DOB-9] only the day chosen: merged with the stored date, sent as YYYY-MM-DD, the popup closes at once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const saved = studentProfile({ dob: '2012-05-20' });
    const { choose, save } = await openDob({
      handlers: [
        updateHandler(saved, async () => {
          await gate;
          return HttpResponse.json({ statusCode: 200, message: 'OK', result: saved });
        }),
      ],
    });
    await choose({ day: '20' });
    await save();
    await waitFor(() => expect(updateCalls().map((c) => c.body)).toEqual([{ dob: '2012-05-20' }]));
    // Closed before the server answered, the new date already shown.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowValue('Date of birth')).toBe('20-05-2012');
    expect(screen.getByRole('button', { name: 'Edit date of birth' })).toBeDisabled();
    release();
    expect(await toasts().findByText('DOB Updated Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit date of birth' })).toBeEnabled());
    expect(rowValue('Date of birth')).toBe('20-05-2012');
  });

  it('[PROFILE-DOB-3] 30 February in a leap year', async () => {
    const { dialog, choose, save } = await openDob();
    await choose({ day: '30', month: '2' }); // 2012 is a leap year
    await save();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Selected year Have 29 Days In February');
    expect(updateCalls()).toEqual([]);
  });

  it('[PROFILE-DOB-4] 29 February in a common year', async () => {
    const { dialog, choose, save } = await openDob();
    await choose({ day: '29', month: '2', year: '2013' });
    await save();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Selected year Have 28 Days In February');
  });

  it('[PROFILE-DOB-5] 31 in a 30-day month', async () => {
    const { dialog, choose, save } = await openDob();
    await choose({ day: '31', month: '4' });
    await save();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Month Selected Have Only 30 Days');
    expect(within(dialog).getByRole('combobox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('[PROFILE-DOB-6] a date after today is refused; today itself is accepted', async () => {
    const { dialog, choose, save } = await openDob();
    await choose({ day: '22', month: '11', year: '2026' });
    await save();
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Selected Date Can't Be Greater Than Current Date");
    await choose({ day: '21' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(updateCalls().map((c) => c.body)).toEqual([{ dob: '2026-11-21' }]));
  });

  it('[PROFILE-DOB-7] with no stored date (01-01-1900) a partial choice is an empty result', async () => {
    const { dialog, choose, save } = await openDob({ profile: studentProfile({ dob: '1900-01-01' }) });
    expect(within(dialog).getByText(/No date of birth yet/)).toBeInTheDocument();
    await choose({ day: '5', month: '6' });
    await save();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Something Went Wrong,Please Try Again');
    await choose({ year: '2011' });
    await save();
    await waitFor(() => expect(updateCalls().map((c) => c.body)).toEqual([{ dob: '2011-06-05' }]));
  });

  it('[PROFILE-DOB-1] a stored year before 1970 must be chosen again (decision 020)', async () => {
    const { dialog, choose, save } = await openDob({ profile: studentProfile({ dob: '1965-03-02' }) });
    await choose({ month: '4' });
    await save();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a date from 1970 to today');
  });

  it('[PROFILE-EDIT-6] [PROFILE-EDIT-7] a refused save puts the old date back and reopens the popup with the parts chosen and the reason', async () => {
    const { user, choose, save } = await openDob({ handlers: [http.put(UPDATE_PATH, () => fail(400, 'dob: Month Selected Have Only 30 Days', 'VALIDATION'))] });
    await choose({ day: '3', month: '7' });
    await save();
    const again = await screen.findByRole('dialog', { name: 'Edit date of birth' });
    expect(within(again).getByRole('alert')).toHaveTextContent(/^Month Selected Have Only 30 Days$/);
    expect(within(again).getByRole('combobox', { name: 'Day' })).toHaveValue('3');
    expect(within(again).getByRole('combobox', { name: 'Month' })).toHaveValue('7');
    expect(rowValue('Date of birth')).toBe('14-05-2012');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

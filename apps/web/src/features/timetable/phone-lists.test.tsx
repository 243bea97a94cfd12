import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onPhone } from '../../test/phone-media.ts';
import { item, listRegion, openTimetable } from './testing/timetable-server.ts';

// Issue 35 (decision 088): on a phone the whole month's dates fold under their headers, today's
// open [TT-MONTH-8]; a tapped day's list is brought into view [TT-MONTH-7]; the year view shows
// short month names with the full name for screen readers [TT-YEAR-1].
const november = [
  item({ date: '2026-11-20', class_type: 'Class', subject_name: 'Science' }),
  item({ date: '2026-11-20', class_type: 'Class', subject_name: 'English', start_time: '09:00 AM', end_time: '09:45 AM' }),
  item({ date: '2026-11-21', class_type: 'Class', subject_name: 'History' }),
];

const fold = (name: RegExp) => screen.getByRole('button', { name });

describe('timetable on a phone', () => {
  beforeEach(() => onPhone());

  it('[TT-MONTH-8] [issue 35] the month lists its dates folded, today open, each header a button with its count', async () => {
    const { user } = await openTimetable({ items: november });
    const list = await listRegion();
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Friday, 20-11-20262 schedules', 'Saturday, 21-11-20261 schedule']);
    expect(fold(/^Friday, 20-11-2026/)).toHaveAttribute('aria-expanded', 'false');
    expect(fold(/^Saturday, 21-11-2026/)).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getByRole('heading', { level: 4, name: 'History' })).toBeVisible();
    expect(within(list).queryByRole('heading', { level: 4, name: 'Science' })).not.toBeInTheDocument();

    await user.click(fold(/^Friday, 20-11-2026/));
    expect(fold(/^Friday, 20-11-2026/)).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getByRole('heading', { level: 4, name: 'Science' })).toBeVisible();
    await user.click(fold(/^Saturday, 21-11-2026/));
    expect(within(list).queryByRole('heading', { level: 4, name: 'History' })).not.toBeInTheDocument();
  });

  it('[TT-MONTH-7] [issue 35] a tap on a day brings its list into view, the focus staying on the day', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user } = await openTimetable({ items: november });
    await listRegion();
    const day = within(screen.getByRole('table')).getByRole('button', { name: /^20(\D|$)/ });
    await user.click(day);
    const list = await screen.findByRole('region', { name: 'Friday, 20-11-2026' });
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(list);
    expect(day).toHaveFocus();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('[TT-YEAR-1] [issue 35] the year shows short month names, the full name heard', async () => {
    const { user } = await openTimetable();
    await user.click(screen.getByRole('button', { name: 'This Year' }));
    const months = within(await screen.findByRole('group', { name: '2026' })).getAllByRole('button');
    expect(months.map((b) => b.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(months[8]).toHaveAccessibleName('September');
  });
});

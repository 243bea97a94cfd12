import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TScheduleItem, TYearCountRequest } from '@portal/contract';
import { bodiesOf, item, listRegion, openTimetable, YEAR_COUNT_PATH } from './testing/timetable-server.ts';

// Issue 33: timetable rules no test named yet. The clock is Saturday 21-11-2026, 10:15 in
// Kolkata (timetable-server.ts).

const live = (session_name: string, start_time: string, end_time: string, overrides: Partial<TScheduleItem> = {}) =>
  item({ date: '2026-11-21', class_type: 'Online Class', session_name, start_time, end_time, session_id: 77, session_link: 'https://zoom.example/j/1', live_meeting_with: 'Zoom', ...overrides });

describe('timetable (rules coverage)', () => {
  it('[TT-LIVE-7] the live class card has an active Join while the class is in progress, and none once it is over', async () => {
    await openTimetable({ items: [live('In progress', '10:00 AM', '11:00 AM'), live('Over', '08:00 AM', '09:00 AM')] });
    await listRegion();
    const on = screen.getByRole('article', { name: 'In progress' });
    expect(within(on).getByRole('button', { name: 'Join' })).toBeEnabled();
    const over = screen.getByRole('article', { name: 'Over' });
    expect(within(over).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('[TT-DATA-3] the year view\'s counts are loaded by API-TT-3 and shown from its answer', async () => {
    const { user } = await openTimetable({ counts: { '3': 7, '11': 2 } });
    await user.click(screen.getByRole('button', { name: 'This Year' }));
    const months = within(await screen.findByRole('group', { name: '2026' }));
    await waitFor(() => expect(months.getByRole('button', { name: 'March 7 schedules' })).toBeInTheDocument());
    expect(months.getByRole('button', { name: 'November 2 schedules' })).toBeInTheDocument();
    expect(months.getByRole('button', { name: 'April' })).toBeInTheDocument();
    const asked = bodiesOf<TYearCountRequest>(YEAR_COUNT_PATH);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.at(-1)).toEqual({ year: 2026, institute_id: 101, student_id: 7001 });
  });
});

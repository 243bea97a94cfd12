import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TScheduleItem } from '@portal/contract';
import { parentSession } from '../../test/fixtures.ts';
import { item, listRegion, openTimetable } from './testing/timetable-server.ts';

function exam(name: string, overrides: Partial<TScheduleItem>): TScheduleItem {
  return item({ date: '2026-11-21', class_type: 'Online Exam', session_name: name, start_time: '10:00 AM', end_time: '11:00 AM', duration: '60', ...overrides });
}

const EXAMS = [
  exam('Later today', { start_time: '02:00 PM', end_time: '03:00 PM' }),
  exam('Running now', {}),
  exam('Over already', { start_time: '08:00 AM', end_time: '09:00 AM' }),
  exam('Two-day window', { date: '2026-11-20', end_date: '2026-11-22', start_time: '06:00 PM', end_time: '09:00 AM' }),
];
const card = (name: string) => within(screen.getByRole('article', { name }));

describe('online exam card', () => {
  it('[TT-EXAM-2] [TT-EXAM-3] [TT-EXAM-4] the status by the server now: Upcoming, Ongoing, Expired, and a window over several days', async () => {
    await openTimetable({ items: EXAMS });
    await listRegion();
    expect(card('Later today').getByText('Upcoming')).toHaveClass('upcoming');
    expect(card('Running now').getByText('Ongoing')).toHaveClass('ongoing');
    expect(card('Over already').getByText('Expired', { selector: 'span' })).toHaveClass('expired');
    expect(card('Two-day window').getByText('Ongoing')).toBeInTheDocument();
  });

  it('[TT-EXAM-5] [TT-EXAM-6] [TT-EXAM-7] Start is active only while Ongoing; Upcoming has a greyed Start, Expired a greyed Expired', async () => {
    await openTimetable({ items: EXAMS });
    await listRegion();
    expect(card('Running now').getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(card('Later today').getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(card('Over already').getByRole('button', { name: 'Expired' })).toBeDisabled();
    expect(card('Over already').queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('[TT-EXAM-5] Start on an Ongoing exam opens the test panel in a new window by the test id only', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openTimetable({ items: [exam('Panel exam', { test_id: 4101, test_inst_id: 102 }), exam('Product exam', { test_id: 4102, test_inst_id: 94102 })] });
    await listRegion();
    await user.click(card('Panel exam').getByRole('button', { name: 'Start' }));
    await user.click(card('Product exam').getByRole('button', { name: 'Start' }));
    // [API-EXT-1] departs on purpose: no password and no token in the address (decision 040).
    expect(open.mock.calls).toEqual([
      ['/my-account/test-panel?test=4101', '_blank', 'noopener'],
      ['/my-account/test-panel?test=4102', '_blank', 'noopener'],
    ]);
    expect(window.location.pathname).toBe('/my-account/timetable');
    open.mockRestore();
  });

  it('[TT-EXAM-5] an exam item without a test id goes to the exams screen', async () => {
    const { user } = await openTimetable({ items: EXAMS });
    await listRegion();
    await user.click(card('Running now').getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/exam'));
  });

  it('[TT-EXAM-8] a parent sees a greyed Start that answers with the spec text and stays', async () => {
    const { user } = await openTimetable({ session: parentSession, items: EXAMS });
    await listRegion();
    const start = card('Running now').getByRole('button', { name: 'Start' });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    await user.click(start);
    expect(await screen.findByText('Parents are not allowed to give exam')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-account/timetable');
  });

  it('[TT-PHASE-12] the status follows the server time, not the browser clock', async () => {
    await openTimetable({ items: EXAMS, at: '2026-11-21T07:00:00+05:30', time: '2026-11-21T14:30:00+05:30' });
    await listRegion();
    expect(card('Later today').getByText('Ongoing')).toBeInTheDocument();
    expect(card('Running now').getByText('Expired', { selector: 'span' })).toBeInTheDocument();
  });
});

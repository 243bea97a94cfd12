import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TTimetableRequest, TYearCountRequest } from '@portal/contract';
import { openUserSession, schoolSession } from '../../test/fixtures.ts';
import { fail, server } from '../../test/server.ts';
import { bodiesOf, item, listRegion, openTimetable, TIMETABLE_PATH, YEAR_COUNT_PATH } from './testing/timetable-server.ts';

const months = () => within(screen.getByRole('group', { name: '2026' }));

async function openYear(options: Parameters<typeof openTimetable>[0] = {}) {
  const view = await openTimetable(options);
  await view.user.click(screen.getByRole('button', { name: 'This Year' }));
  await screen.findByRole('group', { name: /^\d{4}$/ });
  return view;
}

const items = [
  item({ date: '2026-12-04', class_type: 'Class', subject_name: 'Physics' }),
  item({ date: '2026-12-01', class_type: 'Online Exam', session_name: 'Unit Test 3', start_time: '09:00 AM', end_time: '10:00 AM' }),
];

describe('timetable year view', () => {
  it('[TT-YEAR-1] [TT-YEAR-2] [TT-YEAR-3] [TT-YEAR-5] 12 months with their non-zero counts, and a choose-month message', async () => {
    await openYear({ counts: { '11': 42, '12': 1, '4': 0 } });
    await waitFor(() => expect(months().getByRole('button', { name: 'November 42 schedules' })).toBeInTheDocument());
    const buttons = months().getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November42 schedules',
      'December1 schedule',
    ]);
    expect(months().getByRole('button', { name: /November/ })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByText('Choose a month')).toBeInTheDocument();
    expect(bodiesOf<TYearCountRequest>(YEAR_COUNT_PATH)).toEqual([{ year: 2026, institute_id: 101, student_id: 7001 }]);
  });

  it('[TT-YEAR-4] a clicked month lists its items grouped by date, asked with the month and the flags', async () => {
    const { user } = await openYear({ items, counts: { '12': 2 } });
    await user.click(months().getByRole('button', { name: /^December/ }));
    expect(months().getByRole('button', { name: /^December/ })).toHaveAttribute('aria-pressed', 'true');
    const list = await listRegion('Schedules of December 2026');
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tuesday, 01-12-2026', 'Friday, 04-12-2026']);
    expect(bodiesOf<TTimetableRequest>(TIMETABLE_PATH).at(-1)).toMatchObject({
      startdate: '2026-12-01',
      enddate: '2026-12-31',
      student_id: 7001,
      isCourseStructureTimeTable: 'Y',
      isExamIncludedInTimeTable: 'Y',
      is_included_online_class: 'Y',
      is_included_online_exam: 'Y',
    });
  });

  it('[TT-DATA-6] [TT-DATA-7] [TT-DATA-8] user type 99: user_id in both calls and the course-structure and offline-exam flags forced to N', async () => {
    const hybrid = { ...openUserSession, inst_set_up: { ...openUserSession.inst_set_up, classes: 'HYBRID_BLENDED' as const, exam: 'HYBRID_BLENDED' as const } };
    const { user } = await openYear({ session: hybrid });
    await user.click(months().getByRole('button', { name: /^March/ }));
    await listRegion('Schedules of March 2026');
    expect(bodiesOf<TYearCountRequest>(YEAR_COUNT_PATH)[0]).toEqual({ year: 2026, institute_id: 102, user_id: 503 });
    const yearList = bodiesOf<TTimetableRequest>(TIMETABLE_PATH).at(-1)!;
    expect(yearList).toMatchObject({
      user_id: 503,
      startdate: '2026-03-01',
      isCourseStructureTimeTable: 'N',
      isExamIncludedInTimeTable: 'N',
      is_included_online_class: 'Y',
      is_included_online_exam: 'Y',
    });
    expect(yearList).not.toHaveProperty('student_id');
    // The month view's own request kept the setup's flags (reading A of TT-DATA-8).
    expect(bodiesOf<TTimetableRequest>(TIMETABLE_PATH)[0]).toMatchObject({ isCourseStructureTimeTable: 'Y', isExamIncludedInTimeTable: 'Y' });
  });

  it('[TT-YEAR-6] [TT-VIEW-4] the year arrows stay within the academic year and a new year clears the month', async () => {
    const { user } = await openYear({ items });
    await user.click(months().getByRole('button', { name: /^December/ }));
    const previous = screen.getByRole('button', { name: 'Previous year' });
    const next = screen.getByRole('button', { name: 'Next year' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(screen.getByRole('heading', { level: 2, name: '2027' })).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(screen.getByText('Choose a month')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '2027' })).getByRole('button', { name: /^December/ })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(bodiesOf<TYearCountRequest>(YEAR_COUNT_PATH).map((b) => b.year)).toEqual([2026, 2027]));
  });

  it('[TT-YEAR-6] a year spanning one calendar year allows no arrow at all', async () => {
    await openYear({ session: { ...schoolSession, ay_start_date: '2026-01-01', ay_end_date: '2026-12-31' } });
    expect(screen.getByRole('button', { name: 'Previous year' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();
  });

  it('[TT-ERR-4] a year-count server message is swallowed: no toast, no counts', async () => {
    let answered = 0;
    const { user } = await openTimetable();
    server.use(
      http.post(YEAR_COUNT_PATH, () => {
        answered += 1;
        return fail(400, 'Year not configured');
      }),
    );
    await user.click(screen.getByRole('button', { name: 'This Year' }));
    await waitFor(() => expect(answered).toBe(1));
    await user.click(months().getByRole('button', { name: /^November/ })); // the view still works
    await listRegion('Schedules of November 2026');
    expect(screen.queryByText('Year not configured')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByRole('status')).not.toBeInTheDocument();
    expect(months().getByRole('button', { name: /^November/ })).toHaveTextContent(/^November$/);
  });

  it('[TT-ERR-4] a year-count failure without a message shows the generic toast', async () => {
    const { user } = await openTimetable();
    server.use(http.post(YEAR_COUNT_PATH, () => new Response(null, { status: 404 })));
    await user.click(screen.getByRole('button', { name: 'This Year' }));
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TTimetableHolidaysRequest, TTimetableRequest } from '@portal/contract';
import { coachingSession, openUserSession, schoolSession } from '../../test/fixtures.ts';
import { bodiesOf, HOLIDAYS_PATH, holiday, item, listRegion, openTimetable, TIMETABLE_PATH } from './testing/timetable-server.ts';

const dayButton = (day: number) => within(screen.getByRole('table')).getByRole('button', { name: new RegExp(`^${day}(\\D|$)`) });

const november = [
  item({ date: '2026-11-20', class_type: 'Class', subject_name: 'Science', start_time: '11:00 AM', end_time: '11:45 AM' }),
  item({ date: '2026-11-20', class_type: 'Class', subject_name: 'English', start_time: '09:00 AM', end_time: '09:45 AM' }),
  item({ date: '2026-11-21', class_type: 'Offline Exam', subject_name: 'History', start_time: '09:30 AM', end_time: '11:00 AM', duration: '90' }),
  item({ date: '2026-11-03', class_type: 'Class', subject_name: 'Hindi' }),
];

describe('timetable month view', () => {
  it('[TT-VIEW-1] [TT-VIEW-2] [TT-MONTH-2] opens on Month with weekday columns from Sunday and one button per day', async () => {
    await openTimetable();
    const toggle = screen.getByRole('group', { name: 'View' });
    expect(within(toggle).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(toggle).getByRole('button', { name: 'This Year' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['SunSunday', 'MonMonday', 'TueTuesday', 'WedWednesday', 'ThuThursday', 'FriFriday', 'SatSaturday']);
    expect(within(screen.getByRole('table')).getAllByRole('button')).toHaveLength(30);
    // 1 November 2026 is a Sunday: the first cell of the first week.
    expect(screen.getAllByRole('row')[1]!.querySelector('td button')).toHaveTextContent(/^1$/);
  });

  it('[TT-MONTH-4] [TT-MONTH-3] [TT-DATA-2] each day shows its count with schedule or schedules and the holiday marker named by its title', async () => {
    await openTimetable({ items: november, holidays: [holiday('2026-11-08', 'Diwali'), holiday('2026-11-09', 'Diwali Holidays')] });
    await listRegion();
    expect(dayButton(20)).toHaveTextContent('202 schedules');
    expect(dayButton(21)).toHaveTextContent('211 schedule');
    expect(dayButton(3)).toHaveTextContent('31 schedule');
    expect(dayButton(4)).toHaveTextContent(/^4$/);
    expect(within(dayButton(8)).getByRole('img', { name: 'Diwali' })).toBeInTheDocument();
    expect(within(dayButton(9)).getByRole('img', { name: 'Diwali Holidays' })).toBeInTheDocument();
    expect(within(dayButton(10)).queryByRole('img')).not.toBeInTheDocument();
  });

  it('[TT-DATA-2] [issue 12] a holiday of several days, even one that began last month, marks each of its days', async () => {
    await openTimetable({ holidays: [holiday('2026-10-30', 'Autumn Break', '2026-11-02'), holiday('2026-11-24', 'Winter Fair', '2026-11-25')] });
    await listRegion();
    for (const day of [1, 2]) expect(within(dayButton(day)).getByRole('img', { name: 'Autumn Break' })).toBeInTheDocument();
    for (const day of [24, 25]) expect(within(dayButton(day)).getByRole('img', { name: 'Winter Fair' })).toBeInTheDocument();
    for (const day of [3, 23, 26]) expect(within(dayButton(day)).queryByRole('img')).not.toBeInTheDocument();
  });

  it('[TT-MONTH-5] today is highlighted; [TT-MONTH-6] [TT-MONTH-7] a clicked day is shaded and lists its own items', async () => {
    const { user } = await openTimetable({ items: november });
    await listRegion();
    expect(dayButton(21)).toHaveAttribute('aria-current', 'date');
    expect(dayButton(21)).toHaveClass('today');
    expect(dayButton(20)).not.toHaveAttribute('aria-current');

    await user.click(dayButton(20));
    expect(dayButton(20)).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton(20)).toHaveClass('selected');
    const list = await listRegion('Friday, 20-11-2026');
    expect(within(list).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['English', 'Science']);

    await user.click(screen.getByRole('button', { name: 'Show the whole month' }));
    expect(dayButton(20)).toHaveAttribute('aria-pressed', 'false');
    expect(await listRegion('Schedules of November 2026')).toBeInTheDocument();
  });

  it('[TT-MONTH-8] with no day clicked, the month is listed under weekday and DD-MM-YYYY headers, earliest first', async () => {
    await openTimetable({ items: november });
    const list = await listRegion('Schedules of November 2026');
    const headers = within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headers).toEqual(['Tuesday, 03-11-2026', 'Friday, 20-11-2026', 'Saturday, 21-11-2026']);
    const friday = within(list).getByRole('region', { name: 'Friday, 20-11-2026' });
    expect(within(friday).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['English', 'Science']);
  });

  it('[TT-MONTH-9] nothing in the month, or nothing on the clicked day, shows the schedule-not-found message', async () => {
    const { user } = await openTimetable({ items: [november[3]!] });
    await listRegion();
    await user.click(dayButton(4));
    expect(within(await listRegion('Wednesday, 04-11-2026')).getByText('Schedule not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(within(await listRegion('Schedules of December 2026')).getByText('Schedule not found')).toBeInTheDocument();
  });

  it('[TT-MONTH-1] [TT-MONTH-10] [TT-VIEW-4] the arrows move by a month, stop at the academic year and clear the clicked day', async () => {
    const { user } = await openTimetable({ items: november });
    await listRegion();
    await user.click(dayButton(20));
    const next = screen.getByRole('button', { name: 'Next month' });
    const previous = screen.getByRole('button', { name: 'Previous month' });
    await user.click(next);
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    expect(await listRegion('Schedules of December 2026')).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) await user.click(next);
    expect(screen.getByRole('heading', { level: 2, name: 'March 2027' })).toBeInTheDocument();
    expect(next).toBeDisabled();
    for (let i = 0; i < 11; i += 1) await user.click(previous);
    expect(screen.getByRole('heading', { level: 2, name: 'April 2026' })).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
  });

  it('[TT-YEAR-8] outside the selected academic year the calendar opens on its start month', async () => {
    await openTimetable({ session: { ...schoolSession, acad_yr_id: 11, ay_start_date: '2025-04-01', ay_end_date: '2026-03-31' } });
    expect(screen.getByRole('heading', { level: 2, name: 'April 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    const [body] = bodiesOf<TTimetableRequest>(TIMETABLE_PATH);
    expect(body).toMatchObject({ startdate: '2025-04-01', enddate: '2025-04-30' });
  });

  it('[TT-YEAR-7] with no academic year selected it opens on the current month and the arrows are free', async () => {
    await openTimetable({ session: { ...schoolSession, ay_start_date: null, ay_end_date: null } });
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
  });

  it('[TT-VIEW-3] schools get the legend of the holiday marker; coaching institutes do not', async () => {
    await openTimetable();
    expect(screen.getByText('Holiday')).toBeInTheDocument();
    expect(screen.getByText(/^Legend/)).toBeInTheDocument();
  });

  it('[TT-VIEW-3] no legend for a coaching institute', async () => {
    await openTimetable({ session: coachingSession });
    expect(screen.queryByText(/^Legend/)).not.toBeInTheDocument();
  });

  it('[API-TT-1] [TT-DATA-4] [TT-DATA-5] [CONST-SENT-1] the month request: -1 ids, empty master course, the month, student_id and the setup flags', async () => {
    await openTimetable({ items: november });
    await listRegion();
    expect(bodiesOf<TTimetableRequest>(TIMETABLE_PATH)).toEqual([
      {
        batch_id: -1,
        course_id: -1,
        standard_id: -1,
        subject_id: -1,
        teacher_id: -1,
        master_course: '',
        startdate: '2026-11-01',
        enddate: '2026-11-30',
        institute_id: 101,
        student_id: 7001,
        isCourseStructureTimeTable: 'Y',
        isExamIncludedInTimeTable: 'Y',
        is_included_online_class: 'Y',
        is_included_online_exam: 'Y',
      },
    ]);
    expect(bodiesOf<TTimetableHolidaysRequest>(HOLIDAYS_PATH)).toEqual([
      { institution_id: 101, year: 2026, student_id: 7001, event_start_Date: '2026-11-01', event_end_date: '2026-11-30' },
    ]);
  });

  it('[TT-DATA-4] [TT-DATA-6] [TT-DATA-8] an ONLINE institute sends only the online flags; user type 99 sends user_id and keeps the month flags', async () => {
    await openTimetable({ session: openUserSession });
    await listRegion();
    const [body] = bodiesOf<TTimetableRequest>(TIMETABLE_PATH);
    expect(body).toMatchObject({ user_id: 503, isCourseStructureTimeTable: 'N', isExamIncludedInTimeTable: 'N', is_included_online_class: 'Y', is_included_online_exam: 'Y' });
    expect(body).not.toHaveProperty('student_id');
    const [holidays] = bodiesOf<TTimetableHolidaysRequest>(HOLIDAYS_PATH);
    expect(holidays).toMatchObject({ user_id: 503 });
    expect(holidays).not.toHaveProperty('student_id');
  });

  it('[TT-DATA-5] classes OFFLINE and exam ONLINE: the classes mode drives the class flags, the exam mode the exam flags', async () => {
    const session = { ...schoolSession, inst_set_up: { ...schoolSession.inst_set_up, classes: 'OFFLINE' as const, exam: 'ONLINE' as const } };
    await openTimetable({ session });
    await listRegion();
    expect(bodiesOf<TTimetableRequest>(TIMETABLE_PATH)[0]).toMatchObject({
      isCourseStructureTimeTable: 'Y',
      is_included_online_class: 'N',
      isExamIncludedInTimeTable: 'N',
      is_included_online_exam: 'Y',
    });
  });

  it('[TT-MONTH-2] the arrow keys move focus between the days; Enter selects', async () => {
    const { user } = await openTimetable({ items: november });
    await listRegion();
    dayButton(20).focus();
    await user.keyboard('{ArrowRight}');
    expect(dayButton(21)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(dayButton(14)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(dayButton(20)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dayButton(20)).toHaveAttribute('aria-pressed', 'true');
  });
});

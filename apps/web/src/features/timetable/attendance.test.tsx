import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ZAttendanceRow, type TAttendanceRequest, type TAttendanceRow } from '@portal/contract';
import { coachingSession } from '../../test/fixtures.ts';
import { fail, sent, server } from '../../test/server.ts';
import { attendanceHandler, item, listRegion, openTimetable } from './testing/timetable-server.ts';

function row(date: string, status: string, extra: Partial<TAttendanceRow> = {}): TAttendanceRow {
  return ZAttendanceRow.parse({
    date,
    start_time: '10:00 AM',
    end_time: '10:45 AM',
    subject_name: 'Mathematics',
    status,
    custom_class_type: 'Regular',
    home_work_status: 'Done',
    remark: 'Attentive',
    homework_assigned: 'Exercise 4.2',
    attendance_note: null,
    topics_covered: 'Fractions',
    ...extra,
  });
}

const ROWS = [
  row('2026-11-20', 'P'),
  row('2026-11-19', 'A', { remark: null, home_work_status: 'Not done', attendance_note: 'Informed absence' }),
  row('2026-11-18', 'p '),
  row('2026-11-17', 'L', { custom_class_type: 'Extra' }),
  row('2026-11-16', 'P'),
];

const maths = item({ date: '2026-11-21', class_type: 'Class', batch_id: 31, student_attendance_percent: 60 });

async function openAttendance(options: Parameters<typeof openTimetable>[0] = {}) {
  const view = await openTimetable({ items: [maths], ...options });
  await listRegion();
  await view.user.click(screen.getByRole('button', { name: 'View attendance' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Attendance: Class 8 - A' }) };
}

describe('attendance popup', () => {
  it('[TT-ATT-1] [TT-ATT-2] [API-TT-4] View asks for the batch attendance and heads the popup with classes attended P/total', async () => {
    server.use(attendanceHandler(ROWS));
    const { dialog } = await openAttendance();
    expect(await within(dialog).findByRole('heading', { name: 'Classes attended: 3/5' })).toBeInTheDocument();
    const request = sent.find((r) => r.url.pathname.startsWith('/api/v1/reports/Student/attendance/'))!;
    expect(request.url.pathname).toBe('/api/v1/reports/Student/attendance/7001/31');
    expect(request.body as TAttendanceRequest).toEqual({
      batch_id: 31,
      standard_id: -1,
      subject_id: -1,
      teacher_id: -1,
      type: 1,
      startdate: '',
      enddate: '',
      institute_id: 101,
      student_id: 7001,
    });
  });

  it('[TT-ATT-3] [TT-ATT-4] [TT-ATT-5] each row: date, time, status in green or red with its letter and word, the other fields; no class type at a school', async () => {
    server.use(attendanceHandler(ROWS));
    const { dialog } = await openAttendance();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    const [present, absent, lowerP, leave] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(present).toHaveTextContent(/^20-11-202610:00 AM – 10:45 AMMathematicsP · Present/);
    expect(within(present).getByText('P · Present')).toHaveClass('present');
    expect(within(absent).getByText('A · Absent')).toHaveClass('absent');
    expect(within(lowerP).getByText('P · Present')).toHaveClass('present');
    expect(within(leave).getByText('L')).toHaveClass('absent');
    const labels = [...absent.querySelectorAll('dt')].map((d) => `${d.textContent}: ${d.nextElementSibling?.textContent}`);
    expect(labels).toEqual(['Homework status: Not done', 'Remark: -', 'Homework assigned: Exercise 4.2', 'Attendance note: Informed absence', 'Topic: Fractions']);
  });

  it('[TT-ATT-3] the popup is the whole batch: titled by the batch, 30 rows at first, then 30 more per click (decision 014)', async () => {
    const many = Array.from({ length: 65 }, (_, i) => row(`2026-10-${String((i % 28) + 1).padStart(2, '0')}`, i % 4 ? 'P' : 'A', { subject_name: i % 2 ? 'Science' : 'Mathematics' }));
    server.use(attendanceHandler(many));
    const { dialog, user } = await openAttendance();
    expect(await within(dialog).findByRole('heading', { name: 'Classes attended: 48/65' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(30);
    expect(within(dialog).getAllByText('Science').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Show 30 older classes' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(60);
    await user.click(within(dialog).getByRole('button', { name: 'Show 5 older classes' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(65);
    expect(within(dialog).queryByRole('button', { name: /older classes/ })).not.toBeInTheDocument();
  });

  it('[TT-ATT-4] a coaching institute sees the class type of each row', async () => {
    server.use(attendanceHandler([row('2026-11-20', 'P', { custom_class_type: 'Doubt session' })]));
    const { dialog } = await openAttendance({ session: coachingSession });
    const [first] = await within(dialog).findAllByRole('listitem');
    expect(within(first!).getByText('Class type')).toBeInTheDocument();
    expect(within(first!).getByText('Doubt session')).toBeInTheDocument();
  });

  it('[TT-ATT-6] an empty list says no attendance marked', async () => {
    server.use(attendanceHandler([]));
    const { dialog } = await openAttendance();
    expect(await within(dialog).findByText('No attendance marked')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Classes attended: 0/0' })).toBeInTheDocument();
  });

  it('[TT-ATT-7] dots while the attendance loads; Close returns to the card', async () => {
    let release: (rows: TAttendanceRow[]) => void = () => {};
    server.use(attendanceHandler(() => new Promise((resolve) => (release = resolve))));
    const { dialog, user } = await openAttendance();
    expect(within(dialog).getByRole('status', { name: 'Loading attendance' })).toBeInTheDocument();
    release(ROWS);
    expect(await within(dialog).findByRole('heading', { name: 'Classes attended: 3/5' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Loading attendance' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View attendance' })).toHaveFocus();
  });

  it('[TT-ERR-5] an attendance failure with a server message shows it as a toast', async () => {
    server.use(http.post('/api/v1/reports/Student/attendance/:s/:b', () => fail(404, 'Batch not found for this student')));
    const { dialog } = await openAttendance();
    expect(await screen.findByText('Batch not found for this student')).toBeInTheDocument();
    expect(within(dialog).getByText('The attendance could not be loaded.')).toBeInTheDocument();
  });

  it('[TT-ERR-5] an attendance failure without a message shows the generic toast', async () => {
    server.use(http.post('/api/v1/reports/Student/attendance/:s/:b', () => new Response(null, { status: 400 })));
    await openAttendance();
    expect(await screen.findByText('Bad Request')).toBeInTheDocument();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { ZEventDetailResponse, ZTimetableHolidaysResponse } from '@portal/contract';
import { withSession } from '../../testing/login-helpers.ts';
import { commonAreaChecks, signedInStudent } from './ingest-area-checks.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 079): holidays and events of the event calendar, for standards or everyone.
const h = ingestTestApp();
const { ctx, put } = h;
const db = () => ctx.t.database.db;
let student: { token: string; studentId: number; userId: number };

beforeAll(async () => {
  await put('batches', [
    { source_id: 'EV-B', name: 'JEE 2027 - A', course_name: 'JEE 2027' },
    { source_id: 'EV-B2', name: 'NEET 2027 - A', course_name: 'NEET 2027' },
    { source_id: 'EV-NC', name: 'No course batch' },
  ]);
  student = await signedInStudent(h, 'EV-S', '7100000002');
  await put('enrollments', [{ source_id: 'EV-E', batch_source_id: 'EV-B', student_source_id: 'EV-S' }]);
});

const entries = (prefix: string, institute = 102) =>
  db().selectFrom('calendar_event').selectAll().where('institute_id', '=', institute).where('title', 'like', `${prefix}%`).orderBy('title').execute();

commonAreaChecks(h, {
  area: 'events',
  record: (id, n) => ({ source_id: id, kind: 'holiday', title: `${id} day off`, start_date: `2027-01-${String(n % 28 + 1).padStart(2, '0')}`, batch_source_ids: ['EV-B'] }),
  count: async (prefix, institute) => (await entries(prefix, institute)).length,
  bad: { field: 'start_date', value: '2027-02-30', message: 'not a calendar date' },
  reference: 'batch_source_ids',
});

const month = async (body: object) => {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/v1/holiday_manager/getDetail',
    headers: withSession(student.token),
    payload: { institution_id: 102, month: 3, year: 2027, student_id: student.studentId, is_all_event_for_student: false, event_type: 0, search_date: null, is_yearly_view: false, ...body },
  });
  expect(res.statusCode).toBe(200);
  return Object.values(ZEventDetailResponse.parse(res.json())).flat();
};

describe('[issue 34] PUT /api/ingest/v1/events', () => {
  it('[issue 34] a holiday for a standard, a timed event for everyone; the student\'s calendar and timetable show them', async () => {
    const job = await put('events', [
      { source_id: 'K-1', kind: 'holiday', title: 'K-1 Holi', start_date: '2027-03-22', end_date: '2027-03-23', batch_source_ids: ['EV-B'], description: 'Festival of colours' },
      { source_id: 'K-2', kind: 'event', title: 'K-2 Sports day', start_date: '2027-03-10', start_time: '9:00', end_time: '13:30', category: 'sports', document_url: 'https://example.org/sports.pdf' },
      { source_id: 'K-3', kind: 'event', title: 'K-3 NEET mock', start_date: '2027-03-12', batch_source_ids: ['EV-B2'] },
    ]);
    expect(job.counts).toMatchObject({ created: 3, failed: 0 });
    expect(await entries('K-1')).toEqual([expect.objectContaining({ event_type: 1, holiday_type: null, start_date: '2027-03-22', end_date: '2027-03-23', is_all_day: true, standard_names: ['JEE 2027'], user_types: [1], description: 'Festival of colours' })]);
    expect(await entries('K-2')).toEqual([expect.objectContaining({ event_type: 2, holiday_type: 2, is_all_day: false, start_time: '09:00:00', end_time: '13:30:00', standard_names: [], document_url: 'https://example.org/sports.pdf' })]);

    // 'My Events': the student's standard and the whole institute's, not another standard's.
    const mine = await month({});
    expect(mine.map((e) => e.title_name).filter((t) => t.startsWith('K-')).sort()).toEqual(['K-1 Holi', 'K-2 Sports day']);
    expect(mine.find((e) => e.title_name === 'K-2 Sports day')).toMatchObject({ event_type: 2, holiday_type: 2, event_start_time: '09:00 AM', event_end_time: '01:30 PM', is_all_day_event: false });
    expect((await month({ is_all_event_for_student: true })).map((e) => e.title_name)).toContain('K-3 NEET mock');

    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/holiday_manager/event_for_timetable',
      headers: withSession(student.token),
      payload: { institution_id: 102, student_id: student.studentId, event_start_Date: '2027-03-01', event_end_date: '2027-03-31', year: 2027 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZTimetableHolidaysResponse.parse(res.json())['2027-03-22']?.map((e) => e.title_name)).toContain('K-1 Holi');
  });

  it('[issue 34] an update moves the entry; a deletion removes it', async () => {
    expect((await put('events', [{ source_id: 'K-1', kind: 'holiday', title: 'K-1 Holi', start_date: '2027-03-25' }])).counts).toMatchObject({ updated: 1 });
    expect(await entries('K-1')).toEqual([expect.objectContaining({ start_date: '2027-03-25', end_date: '2027-03-25', standard_names: [], description: null })]);
    expect((await put('events', [{ source_id: 'K-1', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await entries('K-1')).toEqual([]);
    expect((await month({})).map((e) => e.title_name)).not.toContain('K-1 Holi');
  });

  it('[issue 34] times half given, an end before the start, or a batch without a standard are the row\'s errors', async () => {
    const base = { kind: 'event', title: 'K-9 bad', start_date: '2027-03-10' };
    const job = await put('events', [
      { source_id: 'K-9', ...base, start_time: '10:00' },
      { source_id: 'K-10', ...base, end_date: '2027-03-01' },
      { source_id: 'K-11', ...base, batch_source_ids: ['EV-NC'] },
      { source_id: 'K-12', ...base, kind: 'party' },
    ]);
    expect(job.counts).toMatchObject({ created: 0, failed: 4 });
    expect(job.errors.map((e) => [e.field, e.message])).toEqual([
      ['end_time', 'end_time: give both times, or neither for an all-day entry'],
      ['end_date', 'end_date: the entry ends before it starts'],
      ['kind', 'kind: expected holiday or event'],
      ['batch_source_ids.0', "batch_source_ids.0: batch 'EV-NC' has no course_name; the calendar is for standards (a batch's course_name), so give the batch one"],
    ]);
  });
});

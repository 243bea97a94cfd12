import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getSessionStart, postAttendance, postTimetable, postYearCount, attendanceBody, timetableBody } from '../modules/timetable/test-requests.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn } from '../testing/login-helpers.ts';
import { expectBare, expectSpecShape, SpecDate, SpecError, specEnvelope, SpecTime12 } from './spec-shape.ts';

// The timetable's calls, checked against the spec's shapes (issue 12). Axios is the spec's
// client: its `data` is the body, so "data.result.batchTimeTableList" is body.result.batchTimeTableList.

let t: TestApp;
let aarav: string;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

/** S2 §3 Schedule item: the fields the cards read. */
const SpecScheduleItem = z.object({
  date: SpecDate,
  class_type: z.string(),
  start_time: SpecTime12,
  end_time: SpecTime12,
  end_date: SpecDate,
  duration: z.string(),
  subject_name: z.string().nullable(),
  course: z.string().nullable(),
  course_name: z.string().nullable(),
  master_course_name: z.string().nullable(),
  product_name: z.string().nullable(),
  topics_covered: z.string().nullable(),
  teacher_name: z.string().nullable(),
  t_photo_url: z.string().nullable(),
  student_attendance_percent: z.number().nullable(),
  batch_id: z.number().nullable(),
  session_id: z.number().nullable(),
  session_name: z.string().nullable(),
  session_link: z.string().nullable(),
  live_meeting_with: z.string().nullable(),
  download_links: z.array(z.object({})),
  description: z.string().nullable(),
  test_id: z.number().nullable(),
  test_inst_id: z.number().nullable(),
});

/** API-TT-1: "reads data.result.batchTimeTableList and data.time"; S2 §3 Timetable response. */
const SpecTimetable = specEnvelope(
  z.object({
    batchTimeTableList: z.record(SpecDate, z.array(SpecScheduleItem)),
    view_proctur_live_recorded_session: z.number().int().min(1).max(7),
    vimeo_video_downlodable: z.boolean(),
    proctur_live_view_or_download_visibility: z.boolean(),
  }),
).extend({ time: z.string().refine((v) => !Number.isNaN(Date.parse(v))) });

/** S2 §3 Attendance row; API-TT-4 "reads a list of attendance rows". */
const SpecAttendance = z.array(
  z.object({
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    status: z.string(),
    custom_class_type: z.string().nullable(),
    home_work_status: z.string().nullable(),
    remark: z.string().nullable(),
    homework_assigned: z.string().nullable(),
    attendance_note: z.string().nullable(),
    topics_covered: z.string().nullable(),
  }),
);

describe('[issue 12] timetable calls', () => {
  it('[API-TT-1] [issue 12] body.result.batchTimeTableList (date to items) and body.time', async () => {
    const res = await postTimetable(t.app, aarav, timetableBody(101, { student_id: 5001 }, '2026-11-01', '2026-11-30'));
    expect(res.statusCode).toBe(200);
    const body = expectSpecShape(SpecTimetable, res.json());
    expect(Object.keys(body.result.batchTimeTableList).length).toBeGreaterThan(10);
  });

  it('[API-TT-3] [TT-YEAR-2] [issue 12] data.result is the month-number to count map', async () => {
    const res = await postYearCount(t.app, aarav, { year: 2026, institute_id: 101, student_id: 5001 });
    expect(res.statusCode).toBe(200);
    const { result } = expectSpecShape(specEnvelope(z.record(z.string().regex(/^([1-9]|1[0-2])$/), z.number().int().min(0))), res.json());
    expect(result['11']).toBeGreaterThan(0);
  });

  it('[API-TT-4] [TT-ATT-1] [issue 12] the body is the list of attendance rows itself', async () => {
    const month = expectSpecShape(SpecTimetable, (await postTimetable(t.app, aarav, timetableBody(101, { student_id: 5001 }, '2026-11-20', '2026-11-20'))).json());
    const offline = month.result.batchTimeTableList['2026-11-20']!.find((i) => i.class_type === 'Class')!;
    const res = await postAttendance(t.app, aarav, 5001, offline.batch_id!, attendanceBody(101, 5001, offline.batch_id!));
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expectBare(body);
    expect(expectSpecShape(SpecAttendance, body).length).toBeGreaterThan(0);
  });

  it('[API-TT-4] [ERR-GEN-1] [issue 12] a refusal keeps the error shape', async () => {
    const res = await postAttendance(t.app, aarav, 5011, 1, attendanceBody(101, 5011, 1));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expectSpecShape(SpecError, res.json());
  });

  it('[API-LIVE-1] [issue 12] result.allow_start_session', async () => {
    const today = expectSpecShape(SpecTimetable, (await postTimetable(t.app, aarav, timetableBody(101, { student_id: 5001 }, '2026-11-21', '2026-11-21'))).json());
    const live = today.result.batchTimeTableList['2026-11-21']!.find((i) => i.class_type === 'Online Class')!;
    const res = await getSessionStart(t.app, aarav, 101, live.session_id!, '?isZoomLiveClass=1');
    expect(res.statusCode).toBe(200);
    expectSpecShape(specEnvelope(z.object({ allow_start_session: z.boolean() })), res.json());
  });
});

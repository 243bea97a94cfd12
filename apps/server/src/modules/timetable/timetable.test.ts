import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTimetableResponse, type TScheduleItem } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { postTimetable, timetableBody } from './test-requests.ts';

let t: TestApp;
let aarav: string;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

const AARAV = { student_id: 5001 };
const month = async (token: string, body: object) => {
  const res = await postTimetable(t.app, token, body);
  expect(res.statusCode).toBe(200);
  return ZTimetableResponse.parse(res.json());
};
const items = (body: { result: { batchTimeTableList: Record<string, TScheduleItem[]> } }) => Object.values(body.result.batchTimeTableList).flat();
const countBy = (list: TScheduleItem[]) => list.reduce<Record<string, number>>((acc, i) => ({ ...acc, [i.class_type]: (acc[i.class_type] ?? 0) + 1 }), {});

describe('POST /api/v2/timeTable/v3', () => {
  it("[API-TT-1] [TT-DATA-1] Aarav's November: every school day's periods, two live classes a week, the quizzes, keyed by date", async () => {
    const body = await month(aarav, timetableBody(101, AARAV, '2026-11-01', '2026-11-30'));
    expect(body).toMatchObject({ statusCode: 200, message: 'OK', time: '2026-11-21T10:00:00+05:30' });
    expect(body.result).toMatchObject({
      view_proctur_live_recorded_session: 5,
      vimeo_video_downlodable: true,
      proctur_live_view_or_download_visibility: true,
      time_zone: 'Asia/Kolkata',
    });
    // Of November's 21 weekdays and 4 Saturdays, the demo calendar's holidays close Friday 6,
    // Saturday 7, Monday 9 and Tuesday 10 (Diwali break) and Thursday 12 (Guru Nanak Jayanti):
    // 17 weekdays of 6 periods and 3 Saturdays of 5. Tuesday and Thursday live classes (3, 5,
    // 17, 19, 24, 26) plus today's two and tomorrow's; the fortnightly quiz of Friday 20 (the
    // one of the 6th falls in the Diwali break) plus the one open now.
    expect(countBy(items(body))).toEqual({ Class: 117, 'Online Class': 9, 'Online Exam': 2 });
    const days = Object.keys(body.result.batchTimeTableList);
    // The 25 days that are not Sundays less the five holidays, plus Sunday the 22nd's live class.
    expect(days).toHaveLength(21);
    for (const holiday of ['2026-11-06', '2026-11-07', '2026-11-09', '2026-11-10', '2026-11-12']) expect(days).not.toContain(holiday);
    expect(days.every((d) => d >= '2026-11-01' && d <= '2026-11-30')).toBe(true);
    for (const [day, list] of Object.entries(body.result.batchTimeTableList)) {
      expect(list.every((i) => i.date === day)).toBe(true);
    }
  });

  it('[API-TT-1] [TT-PHASE-12] today: items by start time, a live class in progress around the server time, an exam open now', async () => {
    const body = await month(aarav, timetableBody(101, AARAV, '2026-11-21', '2026-11-21'));
    const today = body.result.batchTimeTableList['2026-11-21']!;
    expect(today.map((i) => `${i.start_time} ${i.class_type}`)).toEqual([
      '08:00 AM Class',
      '08:40 AM Class',
      '09:00 AM Online Exam',
      '09:20 AM Class',
      '09:40 AM Online Class',
      '10:20 AM Class',
      '11:00 AM Class',
      '05:00 PM Online Class',
    ]);
    expect(today[0]).toEqual({
      schedule_id: expect.any(Number),
      date: '2026-11-21',
      class_type: 'Class',
      start_time: '08:00 AM',
      end_time: '08:40 AM',
      end_date: '2026-11-21',
      duration: '40',
      subject_name: 'Science',
      course: 'Class 8 - A',
      course_name: 'Class 8',
      master_course_name: 'Middle School',
      product_name: null,
      topics_covered: 'Sound',
      teacher_name: 'Sunil Joshi',
      t_photo_url: '/my-account/demo/teachers/sunil-joshi.svg',
      classroom: 'Room 204',
      // 737 of 858 marked classes of Class 8 - A this year were P [TT-OFF-5].
      student_attendance_percent: 86,
      batch_id: expect.any(Number),
      session_id: null,
      session_name: null,
      session_link: null,
      live_meeting_with: null,
      download_links: [],
      description: null,
      test_id: null,
      test_inst_id: null,
    });
    const live = today[4]!;
    expect(live).toMatchObject({
      end_time: '11:10 AM',
      duration: '90',
      session_id: live.schedule_id,
      session_name: 'Mathematics: Exponents and Powers (live revision)',
      live_meeting_with: 'Zoom',
      teacher_name: 'Kavita Deshpande',
      student_attendance_percent: null,
      download_links: [],
    });
    expect(live.session_link).toMatch(/^https:\/\/zoom\.example\.com\/j\/\d+$/);
    expect(today[7]).toMatchObject({ live_meeting_with: 'Webex', session_link: expect.stringMatching(/^https:\/\/sunrise-school\.webex\.example\.com\//) });
    expect(today[2]).toMatchObject({
      end_time: '03:00 PM',
      duration: '360',
      session_id: null,
      session_name: 'Online Quiz: Science (weekly practice)',
      test_id: expect.any(Number),
      test_inst_id: expect.any(Number),
    });
  });

  it('[TT-LIVE-6] [TT-PHASE-8] [LIVE-REC-8] past live classes carry their recordings; some have none', async () => {
    const body = await month(aarav, timetableBody(101, AARAV, '2026-11-01', '2026-11-20'));
    // The live classes of 3, 5, 17 and 19 November (10 and 12 are holidays, without classes).
    const live = items(body).filter((i) => i.class_type === 'Online Class');
    expect(live.map((i) => i.download_links.length)).toEqual([1, 0, 2, 1]);
    const twoParts = live[2]!;
    expect(twoParts.download_links).toEqual([
      {
        download_id: expect.any(Number),
        video_id: expect.toBeOneOf([null, expect.stringMatching(/^rec-\d+-1$/)]),
        vimeo_video_id: twoParts.download_links[0]!.recording_uploaded_on === 'Vimeo' ? expect.stringMatching(/^\d+$/) : null,
        session_name: twoParts.session_name,
        video_duration: expect.stringMatching(/^\d+ mins$/),
        video_size: expect.any(Number),
        recording_date_time: expect.stringMatching(/^2026-11-17T16:01:00\+05:30$/),
        recording_uploaded_on: expect.stringMatching(/^(Vimeo|Proctur)$/),
      },
      expect.objectContaining({ session_name: `${twoParts.session_name} (part 2)` }),
    ]);
  });

  it('[API-TT-1] [TT-DATA-4] each N flag removes its class type', async () => {
    const all = countBy(items(await month(aarav, timetableBody(101, AARAV, '2026-09-01', '2026-09-30'))));
    // 20 school days (17 weekdays, 3 Saturdays) besides the six days of the half-yearly
    // examination, which have no classes, no live class and no quiz.
    expect(all).toEqual({ Class: 117, 'Online Class': 7, 'Online Exam': 1, 'Offline Exam': 6 });
    const flags = {
      isCourseStructureTimeTable: 'Class',
      isExamIncludedInTimeTable: 'Offline Exam',
      is_included_online_class: 'Online Class',
      is_included_online_exam: 'Online Exam',
    } as const;
    for (const [flag, type] of Object.entries(flags)) {
      const without = countBy(items(await month(aarav, timetableBody(101, AARAV, '2026-09-01', '2026-09-30', { [flag]: 'N' }))));
      const expected: Record<string, number> = { ...all };
      delete expected[type];
      expect(without, flag).toEqual(expected);
    }
    const none = await month(
      aarav,
      timetableBody(101, AARAV, '2026-09-01', '2026-09-30', {
        isCourseStructureTimeTable: 'N',
        isExamIncludedInTimeTable: 'N',
        is_included_online_class: 'N',
        is_included_online_exam: 'N',
      }),
    );
    expect(none.result.batchTimeTableList).toEqual({});
  });

  it('[API-TT-1] batch_id narrows to one of the learner’s batches; another batch gives nothing', async () => {
    // January to April 2026 spans last year's section and this year's.
    const both = items(await month(aarav, timetableBody(101, AARAV, '2026-03-01', '2026-04-30')));
    const batches = [...new Set(both.map((i) => `${i.batch_id} ${i.course}`))];
    expect(batches).toHaveLength(2);
    const [lastYear, thisYear] = [...new Set(both.map((i) => i.batch_id))] as [number, number];
    expect(both.find((i) => i.batch_id === lastYear)!.course).toBe('Class 7 - A');
    expect(both.find((i) => i.batch_id === thisYear)!.course).toBe('Class 8 - A');
    const narrowed = items(await month(aarav, timetableBody(101, AARAV, '2026-03-01', '2026-04-30', { batch_id: thisYear })));
    expect(narrowed.length).toBe(both.filter((i) => i.batch_id === thisYear).length);
    expect(narrowed.every((i) => i.batch_id === thisYear)).toBe(true);
    // The subject and teacher ids are accepted and do not narrow (decision 012).
    const ignored = items(await month(aarav, timetableBody(101, AARAV, '2026-03-01', '2026-04-30', { subject_id: 3, teacher_id: 9 })));
    expect(ignored).toHaveLength(both.length);
    const ananya = await t.database.db.selectFrom('batch').select('id').where('name', '=', 'Class 5 - B').executeTakeFirstOrThrow();
    const ananyaBatch = ananya.id;
    expect((await month(aarav, timetableBody(101, AARAV, '2026-03-01', '2026-04-30', { batch_id: ananyaBatch }))).result.batchTimeTableList).toEqual({});
  });

  it("[API-TT-1] last academic year's timetable with its attendance share", async () => {
    const list = items(await month(aarav, timetableBody(101, AARAV, '2025-11-01', '2025-11-30')));
    expect(list.every((i) => i.course === 'Class 7 - A' && i.course_name === 'Class 7')).toBe(true);
    // 1158 of 1321 marked classes were P.
    expect(list.find((i) => i.class_type === 'Class')!.student_attendance_percent).toBe(88);
  });

  it('[TT-DATA-6] an open user names themselves by user_id and sees their products', async () => {
    const { token } = await signIn(t.app, '9000000003');
    const body = await month(token!, timetableBody(102, { user_id: 1003 }, '2026-11-21', '2026-11-21'));
    const today = body.result.batchTimeTableList['2026-11-21']!;
    expect(today.map((i) => `${i.start_time} ${i.class_type} ${i.product_name}`)).toEqual([
      '09:00 AM Online Exam NEET Crash Course 2027',
      '09:40 AM Online Class NEET Crash Course 2027',
    ]);
    expect(body.result).toMatchObject({ view_proctur_live_recorded_session: 3, vimeo_video_downlodable: false });
    for (const wrong of [{ student_id: 5002 }, { user_id: 1002 }]) {
      expect((await postTimetable(t.app, token, timetableBody(102, wrong, '2026-11-21', '2026-11-21'))).statusCode).toBe(404);
    }
    // A student may not use the open user's key, even with their own user id.
    expect((await postTimetable(t.app, aarav, timetableBody(101, { user_id: 1001 }, '2026-11-21', '2026-11-21'))).statusCode).toBe(404);
  });

  it('[TT-DATA-6] a parent reads the chosen child only', async () => {
    const { token } = await signIn(t.app, '9000000010', { student_id: 5001 });
    const body = await month(token!, timetableBody(101, AARAV, '2026-11-21', '2026-11-21'));
    expect(body.result.batchTimeTableList['2026-11-21']).toHaveLength(8);
    expect((await postTimetable(t.app, token, timetableBody(101, { student_id: 5011 }, '2026-11-21', '2026-11-21'))).statusCode).toBe(404);
  });

  it("another student's id or another institute is not found; no session is 403", async () => {
    for (const [institute, learner] of [
      [101, { student_id: 5011 }],
      [101, { student_id: 5004 }],
      [102, AARAV],
    ] as const) {
      const res = await postTimetable(t.app, aarav, timetableBody(institute, learner, '2026-11-01', '2026-11-30'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
    }
    const res = await postTimetable(t.app, null, timetableBody(101, AARAV, '2026-11-01', '2026-11-30'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SESSION_ENDED' });
  });

  it('[API-TT-1] at most 366 days (a leap year) per request, real dates, start before end', async () => {
    expect((await postTimetable(t.app, aarav, timetableBody(101, AARAV, '2026-01-01', '2027-01-01'))).statusCode).toBe(200);
    expect((await postTimetable(t.app, aarav, timetableBody(101, AARAV, '2028-01-01', '2028-12-31'))).statusCode).toBe(200);
    const long = await postTimetable(t.app, aarav, timetableBody(101, AARAV, '2026-01-01', '2027-01-02'));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION', message: 'enddate: at most 366 days from startdate' });
    const unreal = await postTimetable(t.app, aarav, timetableBody(101, AARAV, '2026-02-30', '2026-03-01'));
    expect(unreal.json()).toMatchObject({ statusCode: 400, message: 'startdate: not a calendar date' });
    const reversed = await postTimetable(t.app, aarav, timetableBody(101, AARAV, '2026-11-30', '2026-11-01'));
    expect(reversed.json()).toMatchObject({ statusCode: 400, message: 'enddate: must not be before startdate' });
  });

  it('[TT-ERR-1] a learner in no batch at all gets 400 "Please assign course!"', async () => {
    await t.database.db.deleteFrom('batch_member').where('user_id', '=', 1013).execute();
    const { token } = await signIn(t.app, '9000000011');
    const res = await postTimetable(t.app, token, timetableBody(101, { student_id: 5013 }, '2026-11-01', '2026-11-30'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message: 'Please assign course!', code: 'NO_COURSE' });
  });
});

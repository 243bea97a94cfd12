import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCalendarFeedCreatedResponse, ZCalendarFeedStateResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { addBatch, YEAR } from '../events/test-batches.ts';

let t: TestApp;
let aarav: string;
let rajesh: string;
/** Schedule ids of this file's own rows. */
const ids: Record<string, number> = {};

async function addSchedule(key: string, row: { institute: number; batch: number; type: 'Class' | 'Online Class' | 'Online Exam' | 'Offline Exam'; date: string; end?: string; from: string; to: string } & Record<string, unknown>) {
  const { institute, batch, type, date, end, from, to, ...rest } = row;
  const { id } = await t.database.db
    .insertInto('schedule')
    .values({ institute_id: institute, batch_id: batch, class_type: type, date, end_date: end ?? date, start_time: from, end_time: to, ...rest })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const eightA = await addBatch(db, { institute: 101, yearId: YEAR.school.current, name: 'Class 8 - A', course: 'Class 8', userIds: [1001] });
  const sevenA = await addBatch(db, { institute: 101, yearId: YEAR.school.previous, name: 'Class 7 - A', course: 'Class 7', userIds: [1001] });
  const fiveB = await addBatch(db, { institute: 101, yearId: YEAR.school.current, name: 'Class 5 - B', course: 'Class 5', userIds: [1011] });
  const jee = await addBatch(db, { institute: 102, yearId: YEAR.coaching.current, name: 'JEE 2027 - Batch A', course: 'JEE 2027', userIds: [1002] });
  const crash = await addBatch(db, { institute: 102, yearId: YEAR.coaching.current, name: 'NEET Crash Course 2027', course: null, userIds: [1003] });
  await addSchedule('maths', { institute: 101, batch: eightA, type: 'Class', date: '2026-11-23', from: '10:00', to: '10:45', subject_name: 'Mathematics', topics_covered: 'Linear equations', teacher_name: 'Mrs. Kavita Iyer', classroom: 'Room 204' });
  await addSchedule('live', { institute: 101, batch: eightA, type: 'Online Class', date: '2026-11-24', from: '16:00', to: '17:00', subject_name: 'Science', session_name: 'Force and Pressure (Live)', session_link: 'https://zoom.example.com/j/81234567890', live_meeting_with: 'Zoom' });
  await addSchedule('exam', { institute: 101, batch: eightA, type: 'Online Exam', date: '2026-11-25', end: '2026-11-26', from: '09:00', to: '18:00', subject_name: 'Science', description: 'Science Weekly Test 7' });
  await addSchedule('lastYear', { institute: 101, batch: sevenA, type: 'Class', date: '2025-11-10', from: '09:00', to: '09:40', subject_name: 'Mathematics' });
  await addSchedule('sister', { institute: 101, batch: fiveB, type: 'Class', date: '2026-11-23', from: '09:00', to: '09:40', subject_name: 'EVS' });
  await addSchedule('diyaOffline', { institute: 102, batch: jee, type: 'Class', date: '2026-11-23', from: '09:00', to: '10:00', subject_name: 'Physics' });
  await addSchedule('diyaLive', { institute: 102, batch: jee, type: 'Online Class', date: '2026-11-23', from: '17:00', to: '18:30', subject_name: 'Physics', session_name: 'Rotational Motion' });
  await addSchedule('rohanLive', { institute: 102, batch: crash, type: 'Online Class', date: '2026-11-24', from: '18:00', to: '19:00', subject_name: 'Biology', session_name: 'Human Physiology' });
  aarav = (await signIn(t.app, '9000000001')).token!;
  rajesh = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
});
afterAll(() => t.close());

const path = (institute: number, user: number) => `/api/v1/calendar-feed/${institute}/${user}`;
const call = (method: 'GET' | 'POST' | 'DELETE', token: string, institute = 101, user = 1001, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: path(institute, user), headers: withSession(token, headers) });
async function create(token: string, institute = 101, user = 1001) {
  const res = await call('POST', token, institute, user);
  expect(res.statusCode).toBe(200);
  return ZCalendarFeedCreatedResponse.parse(res.json()).result;
}
const download = (feedUrl: string) => t.app.inject({ url: new URL(feedUrl).pathname });
const tokenOf = (feedUrl: string) => /\/ics\/([A-Za-z0-9_-]{43})\.ics$/.exec(feedUrl)![1]!;

/** The feed's events, after a real parser registered the feed's own zone. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const tz = cal.getFirstSubcomponent('vtimezone');
  if (tz) ICAL.TimezoneService.register(tz);
  const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { cal, events, byUid: (uid: string) => events.find((e) => e.uid === uid) };
}

describe('the private calendar feed', () => {
  it('[issue 4 feed] no address at first; POST makes one, shown once, and the state says since when', async () => {
    const before = await call('GET', aarav, 101, 1001);
    expect(ZCalendarFeedStateResponse.parse(before.json()).result).toEqual({ active: false, created_at: null });
    const made = await create(aarav);
    expect(made).toEqual({ active: true, created_at: '2026-11-21T10:00:00+05:30', feed_url: expect.stringMatching(/^http:\/\/localhost(:80)?\/api\/v1\/calendar-feed\/ics\/[A-Za-z0-9_-]{43}\.ics$/) });
    const after = ZCalendarFeedStateResponse.parse((await call('GET', aarav)).json()).result;
    expect(after).toEqual({ active: true, created_at: '2026-11-21T10:00:00+05:30' });
  });

  it('[issue 4 feed] the address downloads a valid calendar: classes, exams, holidays and My Events, in India time', async () => {
    const { feed_url } = await create(aarav);
    const res = await download(feed_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text).toContain('METHOD:PUBLISH\r\n');
    expect(text).toContain('X-WR-CALNAME:Sunrise Public School Timetable\r\n');
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const { cal, events, byUid } = parse(text);
    expect(events.length).toBeGreaterThan(0);
    const tz = cal.getFirstSubcomponent('vtimezone')!;
    expect(tz.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    expect(String(tz.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzoffsetto'))).toBe('+05:30');

    const maths = byUid(`schedule-${ids.maths}@localhost`)!;
    expect(maths.summary).toBe('Mathematics (Class)');
    expect(maths.location).toBe('Room 204');
    expect(maths.description).toBe('Topics: Linear equations\nTeacher: Mrs. Kavita Iyer');
    expect(maths.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(maths.startDate.zone!.tzid).toBe('Asia/Kolkata');
    expect(maths.startDate.toJSDate().toISOString()).toBe('2026-11-23T04:30:00.000Z'); // 10:00 IST
    const live = byUid(`schedule-${ids.live}@localhost`)!;
    expect(live.summary).toBe('Force and Pressure (Live)');
    expect(live.location).toBe('https://zoom.example.com/j/81234567890');
    const exam = byUid(`schedule-${ids.exam}@localhost`)!;
    expect(exam.summary).toBe('Science Weekly Test 7 (Online exam)');
    expect(exam.endDate.toJSDate().toISOString()).toBe('2026-11-26T12:30:00.000Z');
    // Another year's classes and another learner's classes are not in it.
    expect(byUid(`schedule-${ids.lastYear}@localhost`)).toBeUndefined();
    expect(byUid(`schedule-${ids.sister}@localhost`)).toBeUndefined();

    const titles = events.map((e) => e.summary);
    const fair = events.find((e) => e.summary === 'Scholastic Book Fair')!;
    expect(fair.startDate.isDate).toBe(true);
    expect([fair.startDate.toString(), fair.endDate.toString()]).toEqual(['2026-11-20', '2026-11-24']);
    expect(titles).toContain('Diwali Break');
    expect(titles).toContain('Summer Vacation');
    expect(titles).toContain('Inter-House Hindi Debate'); // Class 8
    expect(titles).not.toContain('Rangoli Competition'); // Class 5
    expect(titles).not.toContain('Staff Meeting: Half-Yearly Results'); // staff only
    expect(titles).not.toContain('Sunday'); // weekly offs are left out
    const pta = events.filter((e) => e.summary === 'Parent-Teacher Meeting');
    expect(pta).toHaveLength(1);
    expect(pta[0]!.startDate.toJSDate().toISOString()).toBe('2026-11-21T03:30:00.000Z');
    // Only the current academic year.
    expect(events.every((e) => e.startDate.toString() >= '2026-04-01' && e.startDate.toString() <= '2027-03-31')).toBe(true);
    // Nothing personal: no name, no student number, no people (attendance is never read).
    expect(text).not.toMatch(/Aarav|Sharma|SPS-2019-0142|9000000001|ATTENDEE|ORGANIZER/i);
  });

  it('[issue 4 feed] only the hash of the token is stored', async () => {
    const { feed_url } = await create(aarav);
    const token = tokenOf(feed_url);
    const rows = await t.database.db.selectFrom('calendar_feed').selectAll().where('revoked_at', 'is', null).where('owner_user_id', '=', 1001).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const all = await t.database.db.selectFrom('calendar_feed').selectAll().execute();
    expect(JSON.stringify(all)).not.toContain(token);
  });

  it('[issue 4 feed] a new address replaces the old one; revoking turns it off', async () => {
    const first = await create(aarav);
    const second = await create(aarav);
    expect(tokenOf(second.feed_url)).not.toBe(tokenOf(first.feed_url));
    expect((await download(first.feed_url)).statusCode).toBe(404);
    expect((await download(second.feed_url)).statusCode).toBe(200);
    const off = await call('DELETE', aarav);
    expect(ZCalendarFeedStateResponse.parse(off.json()).result).toEqual({ active: false, created_at: null });
    const gone = await download(second.feed_url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
    expect(ZCalendarFeedStateResponse.parse((await call('GET', aarav)).json()).result.active).toBe(false);
    expect((await call('DELETE', aarav)).statusCode).toBe(200); // nothing left to turn off
  });

  it('[issue 4 feed] a parent and the child have separate addresses; an unlinked parent loses theirs', async () => {
    const child = await create(aarav);
    const parent = await create(rajesh);
    expect(tokenOf(parent.feed_url)).not.toBe(tokenOf(child.feed_url));
    const parentFeed = parse((await download(parent.feed_url)).body);
    expect(parentFeed.byUid(`schedule-${ids.maths}@localhost`)).toBeDefined();
    await call('DELETE', rajesh);
    expect((await download(parent.feed_url)).statusCode).toBe(404);
    expect((await download(child.feed_url)).statusCode).toBe(200);

    const again = await create(rajesh);
    await t.database.db.deleteFrom('parent_student').where('parent_user_id', '=', 1010).where('student_id', '=', 5001).execute();
    try {
      expect((await download(again.feed_url)).statusCode).toBe(404);
      expect((await download(child.feed_url)).statusCode).toBe(200);
    } finally {
      await t.database.db.insertInto('parent_student').values({ parent_user_id: 1010, student_id: 5001 }).execute();
    }
  });

  it("[issue 4 feed] another learner's id, the parent's own id or another institute: not found", async () => {
    for (const [token, institute, user] of [
      [aarav, 101, 1011],
      [aarav, 101, 1004],
      [aarav, 102, 1001],
      [rajesh, 101, 1010],
      [rajesh, 101, 1011],
    ] as const) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await call(method, token, institute, user);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
      }
    }
  });

  it('[issue 4 feed] POST and DELETE need the Source header; no session 403; an unknown token 404', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await call(method, aarav, 101, 1001, { source: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SOURCE_REQUIRED' });
    }
    expect((await t.app.inject({ method: 'GET', url: path(101, 1001) })).statusCode).toBe(403);
    const unknown = await t.app.inject({ url: `/api/v1/calendar-feed/ics/${'A'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
    expect((await t.app.inject({ url: '/api/v1/calendar-feed/ics/short.ics' })).statusCode).toBe(400);
  });

  it('[issue 4 feed] [TT-DATA-4] an ONLINE institute leaves offline classes out; an open user gets holidays but no events', async () => {
    const diya = (await signIn(t.app, '9000000002')).token!;
    const diyaFeed = parse((await download((await create(diya, 102, 1002)).feed_url)).body);
    expect(diyaFeed.byUid(`schedule-${ids.diyaLive}@localhost`)?.summary).toBe('Rotational Motion');
    expect(diyaFeed.byUid(`schedule-${ids.diyaOffline}@localhost`)).toBeUndefined();
    expect(diyaFeed.events.map((e) => e.summary)).toContain('Mock Test Analysis Workshop');

    const rohan = (await signIn(t.app, '9000000003')).token!;
    const rohanFeed = parse((await download((await create(rohan, 102, 1003)).feed_url)).body);
    expect(rohanFeed.byUid(`schedule-${ids.rohanLive}@localhost`)?.summary).toBe('Human Physiology');
    const titles = rohanFeed.events.map((e) => e.summary);
    expect(titles).toContain('Diwali');
    expect(titles).not.toContain('Mock Test Analysis Workshop');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addBatch, YEAR } from '../modules/events/test-batches.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn, withSession } from '../testing/login-helpers.ts';
import { expectBare, expectSpecShape, SpecDate, SpecError } from './spec-shape.ts';

// The event calendar's and the timetable's holiday calls, checked against the spec's shapes
// (issue 12): both bodies are the map of date to events itself, and a multi-day event carries
// event_date_range, which the spec's client splits on spaces and walks from part 0 to part 2.

let t: TestApp;
let aarav: string;
beforeAll(async () => {
  t = await createTestApp();
  await addBatch(t.database.db, { institute: 101, yearId: YEAR.school.current, name: 'Class 8 - A', course: 'Class 8', userIds: [1001] });
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: withSession(aarav), payload });

/** S2 §3 Calendar event. */
const SpecEvent = z.object({
  event_type: z.number().int().min(1).max(3),
  holiday_type: z.number().int().min(1).max(4).nullable(),
  title_name: z.string(),
  document_url: z.string().nullable(),
  event_start_Date: SpecDate,
  event_end_date: SpecDate,
  event_date_range: z.string().nullable(),
  is_all_day_event: z.boolean(),
  event_start_time: z.string().nullable(),
  event_end_time: z.string().nullable(),
  standardNamesList: z.array(z.string()),
  userTypeList: z.array(z.number()),
  holiday_desc: z.string().nullable(),
});
/** "a map of date to event list" [API-EVENT-1] [EVENT-DATA-1]. */
const SpecEventMap = z.record(SpecDate, z.array(SpecEvent));

/** What the spec's client does with a range: split on spaces, parts 0 and 2 [EVENT-DATA-6]. */
function rangeParts(range: string): [string, string] {
  const parts = range.split(' ');
  expect(parts).toHaveLength(3);
  return [parts[0]!, parts[2]!];
}

/** Readable as 'DD-Mon-YYYY' as the spec's example 'Mon,17-Jul-2023' has it (after the comma). */
function dayOf(commaDate: string): string {
  const match = /^[A-Z][a-z]{2},(\d{2})-([A-Z][a-z]{2})-(\d{4})$/.exec(commaDate);
  expect(match, commaDate).not.toBeNull();
  const month = 'JanFebMarAprMayJunJulAugSepOctNovDec'.indexOf(match![2]!) / 3 + 1;
  return `${match![3]}-${String(month).padStart(2, '0')}-${match![1]}`;
}

describe('[issue 12] event calendar [API-EVENT-1]', () => {
  it("[API-EVENT-1] [EVENT-DATA-6] [issue 12] the body is the map itself; a multi-day event's range reads 'Fri,06-Nov-2026 - Tue,10-Nov-2026'", async () => {
    const res = await post('/api/v1/holiday_manager/getDetail', {
      institution_id: 101,
      month: 11,
      year: 2026,
      student_id: 5001,
      is_all_event_for_student: true,
      event_type: 0,
      search_date: null,
      is_yearly_view: false,
    });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expectBare(body);
    const map = expectSpecShape(SpecEventMap, body);
    const multi = Object.values(map)
      .flat()
      .filter((e) => e.event_start_Date !== e.event_end_date);
    expect(multi.length).toBeGreaterThan(0);
    for (const e of multi) {
      const [start, end] = rangeParts(e.event_date_range!).map(dayOf);
      expect([start, end]).toEqual([e.event_start_Date, e.event_end_date]);
    }
    expect(multi.find((e) => e.title_name === 'Diwali Break')!.event_date_range).toBe('Fri,06-Nov-2026 - Tue,10-Nov-2026');
  });

  it('[API-EVENT-1] [ERR-GEN-1] [issue 12] a refusal keeps the error shape', async () => {
    const res = await post('/api/v1/holiday_manager/getDetail', { institution_id: 101, month: 13, year: 2026, student_id: 5001 });
    expect(res.statusCode).toBe(400);
    expectSpecShape(SpecError, res.json());
  });
});

describe('[issue 12] timetable holidays [API-TT-2]', () => {
  it("[API-TT-2] [TT-DATA-2] [issue 12] the body is the map itself; a multi-day holiday's range is '<start> - <end>' in YYYY-MM-DD", async () => {
    const res = await post('/api/v1/holiday_manager/event_for_timetable', {
      institution_id: 101,
      year: 2026,
      student_id: 5001,
      event_start_Date: '2026-11-01',
      event_end_date: '2026-11-30',
    });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expectBare(body);
    const map = expectSpecShape(SpecEventMap, body);
    const diwali = map['2026-11-06']!.find((e) => e.title_name === 'Diwali Break')!;
    expect(rangeParts(diwali.event_date_range!)).toEqual(['2026-11-06', '2026-11-10']);
    // A one-day holiday has no range: the client leaves it on its own day.
    expect(map['2026-11-12']![0]!.event_date_range).toBeNull();
  });
});

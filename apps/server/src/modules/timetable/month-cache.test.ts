import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ZTimetableResponse, type TScheduleItem } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { createMonthCache } from './month-cache.ts';
import { timetableVersion } from './timetable.repository.ts';
import { postTimetable, timetableBody } from './test-requests.ts';

let t: TestApp;
let aarav: string;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

const NOVEMBER = timetableBody(101, { student_id: 5001 }, '2026-11-01', '2026-11-30');
const month = async () => {
  const res = await postTimetable(t.app, aarav, NOVEMBER);
  expect(res.statusCode).toBe(200);
  return ZTimetableResponse.parse(res.json());
};
const items = (body: { result: { batchTimeTableList: Record<string, TScheduleItem[]> } }) => Object.values(body.result.batchTimeTableList).flat();

describe('timetable months written once per change (decision 055)', () => {
  it('[API-TT-1] every statement on a table a month reads moves the version, even one that changes no row', async () => {
    const tables = { schedule: 'id', batch: 'id', batch_member: 'batch_id', recording: 'id', attendance: 'status', institute: 'id' };
    for (const [table, column] of Object.entries(tables)) {
      for (const statement of [`update ${table} set ${column} = ${column} where false`, `delete from ${table} where false`]) {
        const before = await timetableVersion(t.database.db);
        await sql.raw(statement).execute(t.database.db);
        expect(await timetableVersion(t.database.db), `${statement}`).toBeGreaterThan(before);
      }
    }
  });

  it('[API-TT-1] [TT-OFF-5] a month asked again after a change answers the change: a topic, an attendance mark, the institute\'s setting', async () => {
    const first = await month();
    const again = await month();
    expect(again.result).toEqual(first.result);

    const item = items(first).find((i) => i.class_type === 'Class')!;
    await t.database.db.updateTable('schedule').set({ topics_covered: 'Changed after the first answer' }).where('id', '=', item.schedule_id).execute();
    expect(items(await month()).find((i) => i.schedule_id === item.schedule_id)?.topics_covered).toBe('Changed after the first answer');

    // Every mark of the batch absent: the class's attendance share falls to 0.
    await t.database.db.updateTable('attendance').set({ status: 'A' }).where('student_id', '=', 5001).where('batch_id', '=', item.batch_id!).execute();
    expect(items(await month()).find((i) => i.schedule_id === item.schedule_id)?.student_attendance_percent).toBe(0);

    await t.database.db.updateTable('institute').set({ live_recording_view: 2 }).where('id', '=', 101).execute();
    expect((await month()).result.view_proctur_live_recorded_session).toBe(2);
  });
});

describe('the month cache', () => {
  const month = (version: number, size: number) => ({ version, result: Buffer.alloc(size), timeZone: 'Asia/Kolkata' });

  it('[API-TT-1] hands an entry out only at its version', () => {
    const cache = createMonthCache();
    cache.set('a', month(3, 10));
    expect(cache.get('a', 4)).toBeUndefined();
    expect(cache.get('a', 3)).toBeUndefined(); // the stale entry was dropped when it missed
    cache.set('a', month(4, 10));
    expect(cache.get('a', 4)?.version).toBe(4);
  });

  it('[API-TT-1] keeps within its bytes, dropping the least recently used first', () => {
    const cache = createMonthCache(100);
    cache.set('a', month(1, 40));
    cache.set('b', month(1, 40));
    expect(cache.get('a', 1)).toBeDefined(); // a is now the most recently used
    cache.set('c', month(1, 40));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    expect(cache.bytes).toBe(80);
    cache.set('huge', month(1, 101));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

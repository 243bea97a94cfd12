import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn, withSession } from '../testing/login-helpers.ts';
import { createAreaCache, dataVersion, type DataArea } from './area-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every table an area's answers read, with a column to set to itself (decision 058). */
const READS: Record<Exclude<DataArea, 'timetable'>, Record<string, string>> = {
  home: { announcement: 'id', announcement_batch: 'batch_name', student_batch: 'batch_name', banner: 'id', promotion: 'id', institute: 'id' },
  fees: { fee_instalment: 'id', fee_payment: 'id', fee_payment_item: 'payment_id', institute: 'id', academic_year: 'id' },
  events: { calendar_event: 'id', batch_member: 'batch_id', batch: 'id', academic_year: 'id' },
  account: {
    app_user: 'id', institute: 'id', academic_year: 'id', password_reset: 'id', parent_student: 'student_id', student: 'id',
    student_academic_year: 'student_id', student_profile: 'student_id', batch_member: 'batch_id', batch: 'id', message: 'id',
  },
  assignments: { assignment: 'id', assignment_submission: 'assignment_id', batch: 'id', batch_member: 'batch_id', student: 'id', institute: 'id' },
  study: { course_type: 'id', study_topic: 'id', study_material: 'id', subject: 'id', institute: 'id' },
};

describe('answers kept per data version (decision 058)', () => {
  it('[issue 14] every statement on a table an area reads moves its version, even one that changes no row', async () => {
    for (const [area, tables] of Object.entries(READS) as [DataArea, Record<string, string>][]) {
      for (const [table, column] of Object.entries(tables)) {
        for (const statement of [`update ${table} set ${column} = ${column} where false`, `delete from ${table} where false`]) {
          const before = await dataVersion(t.database.db, area);
          await sql.raw(statement).execute(t.database.db);
          expect(await dataVersion(t.database.db, area), `${area}: ${statement}`).toBe(before + 1);
        }
      }
    }
  });

  it('[issue 14] an answer is read once per version; a change read meanwhile is never kept as the new one', async () => {
    const cache = createAreaCache<number>('fees', 2);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read(t.database.db, 'a', load)).toBe(1);
    expect(await cache.read(t.database.db, 'a', load)).toBe(1);
    await sql`update fee_payment set id = id where false`.execute(t.database.db);
    expect(await cache.read(t.database.db, 'a', load)).toBe(2);
    // The version moves while the answer is read: kept at the old version, so read again after.
    const moving = async () => {
      await sql`update fee_payment set id = id where false`.execute(t.database.db);
      return ++loads;
    };
    await sql`update fee_payment set id = id where false`.execute(t.database.db);
    expect(await cache.read(t.database.db, 'a', moving)).toBe(3);
    expect(await cache.read(t.database.db, 'a', load)).toBe(4);
    expect(await cache.read(t.database.db, 'a', load)).toBe(4);
    // Bounded: the oldest goes first.
    await cache.read(t.database.db, 'b', load);
    await cache.read(t.database.db, 'c', load);
    expect(cache.size).toBe(2);
  });

  it('[issue 14] a notice, a payment and an event added by hand appear at the next call', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const get = (url: string) => t.app.inject({ url, headers: withSession(token!) });
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: withSession(token!), payload });
    const notices = () => get('/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/101?is_active=true&student_id=5001');
    const fees = () => get('/api/v1/studentWise/fee/101/students/5001/2');
    const month = () => post('/api/v1/holiday_manager/getDetail', { institution_id: 101, month: 11, year: 2026, student_id: 5001, is_all_event_for_student: true, event_type: 0, search_date: null, is_yearly_view: false });

    const before = { notices: (await notices()).json().result.length, fees: (await fees()).body, month: (await month()).body };
    expect((await notices()).json().result.length).toBe(before.notices);

    await t.database.db
      .insertInto('announcement')
      .values({ institute_id: 101, title: 'Added by hand', description_html: '<p>x</p>', updated_by: 'Office', updated_at: new Date(), announced_at: new Date() })
      .execute();
    expect((await notices()).json().result.map((n: { ancmnt_title: string }) => n.ancmnt_title)).toContain('Added by hand');

    await t.database.db.updateTable('fee_instalment').set({ fine_amount: sql`fine_amount + 1` }).where('student_id', '=', 5001).where('academic_year_id', '=', 2).execute();
    expect((await fees()).body).not.toBe(before.fees);

    await t.database.db
      .insertInto('calendar_event')
      .values({ institute_id: 101, title: 'Added by hand', event_type: 2, start_date: '2026-11-20', end_date: '2026-11-20', user_types: [1], standard_names: [] } as never)
      .execute();
    expect((await month()).body).not.toBe(before.month);
    expect((await month()).body).toContain('Added by hand');
  });

  it('[issue 14] a name, a profile detail and a message changed by hand appear at the next call', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const get = (url: string) => t.app.inject({ url, headers: withSession(token!) });
    const session = () => get('/api/v1/session');
    const profile = () => get('/api/v1/students/get-student-detail/101/5001');
    const messages = () => get('/api/v1/alerts/config/messagesByPhoneNo/101/91-9000000001?start_index=0&batch_size=1000');
    const before = { session: (await session()).body, profile: (await profile()).body, messages: (await messages()).json().length };
    expect((await session()).body).toBe(before.session);

    await t.database.db.updateTable('app_user').set({ name: 'Renamed By Hand' }).where('id', '=', 1001).execute();
    expect((await session()).body).toContain('Renamed By Hand');
    expect((await profile()).body).toContain('Renamed By Hand');

    await t.database.db.insertInto('message').values({ institute_id: 101, phone: '91-9000000001', body: 'Sent by hand', created_at: new Date() } as never).execute();
    expect((await messages()).json().length).toBe(before.messages + 1);
  });
});

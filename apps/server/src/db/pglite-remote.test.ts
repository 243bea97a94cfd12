import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { RemotePglite } from './pglite-remote.ts';

// The server runs PGlite in a worker thread; this drives that path on the seeded snapshot, or on a fresh in-memory database when the suite runs on
// PostgreSQL and there is no snapshot.
let remote: RemotePglite;
let database: Database;
const snapshotPath = inject('pgliteSnapshot') ?? undefined;
const source = snapshotPath ? { snapshotPath } : {};
beforeAll(async () => {
  remote = new RemotePglite(source);
  database = pgliteDatabase(remote);
  if (!snapshotPath) await migrate(database.db);
}, 60_000);
afterAll(() => database.close());

describe('PGlite in a worker thread', () => {
  it('answers parameterised queries with the shared value parsers', async () => {
    const r = await remote.query<{ d: string; n: number; t: Date; a: string[] }>(
      "select $1::date as d, count(*) as n, $2::timestamptz as t, array['x', $3] as a from institute",
      ['2026-11-21', new Date('2026-11-21T04:30:00Z'), 'y'],
    );
    expect(r.rows[0]).toEqual({ d: '2026-11-21', n: expect.any(Number), t: new Date('2026-11-21T04:30:00Z'), a: ['x', 'y'] });
  });

  it('[issue 14] hands a notification over before the result of the statement that committed it (decision 057)', async () => {
    const heard: string[] = [];
    await remote.listen('remote_test', (payload) => heard.push(payload));
    await remote.query("select pg_notify('remote_test', 'first')");
    expect(heard).toEqual(['first']);
    await remote.exec("begin; select pg_notify('remote_test', 'second'); commit");
    expect(heard).toEqual(['first', 'second']);
  });

  it('runs several statements at once (migrations)', async () => {
    const results = await remote.exec('select 1 as a; select 2 as b');
    expect(results.map((r) => r.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it("passes on the database's error with its code", async () => {
    await expect(remote.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
    await expect(
      database.db.insertInto('institute').values({ id: 1, name: 'x', is_school: true, hosts: [], logo_url: '', favicon_url: '', file_manager: 'BOTH', classes_mode: 'ONLINE', exam_mode: 'ONLINE', store: false, online_assignment: false, elearn: false, marketing_banner: false, fee_struct_linked: false, fee_receipts: false, fine_configured: false, help_url: null, privacy_url: null, terms_url: null, twitter_url: null, facebook_url: null, linkedin_url: null, whatsapp_url: null, youtube_url: null, instagram_url: null, prod_url: null, country_calling_code: '91', language: null }).execute(),
    ).resolves.toBeDefined();
    await expect(
      database.db.insertInto('institute').values({ id: 1, name: 'again', is_school: true, logo_url: '', favicon_url: '', file_manager: 'BOTH', classes_mode: 'ONLINE', exam_mode: 'ONLINE' } as never).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('keeps transactions whole through Kysely', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.updateTable('institute').set({ name: 'Inside' }).where('id', '=', 1).execute();
        const seen = await trx.selectFrom('institute').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
        expect(seen.name).toBe('Inside');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await sql<{ name: string }>`select name from institute where id = 1`.execute(database.db);
    expect(after.rows[0]!.name).toBe('x');
  });

  it('refuses queries once closed', async () => {
    const other = new RemotePglite(source);
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow('The database is closed');
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/create-test-app.ts';
import { testClock } from '../testing/test-clock.ts';
import type { Database } from './client.ts';
import { migrate, readMigrations } from './migrate.ts';
import { DEMO_SEED_PARTS, seedDemoData } from '../demo/index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migrations and seed', () => {
  it('every migration file is recorded, and running again applies nothing', async () => {
    const files = (await readMigrations()).map((m) => m.name);
    expect(files[0]).toBe('0001_core.sql');
    const recorded = await database.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(recorded.map((r) => r.name)).toEqual(files);
    expect(await migrate(database.db)).toEqual([]);
  });

  it('a failing migration leaves nothing behind', async () => {
    const bad = [{ name: '9999_bad.sql', sql: 'create table half_done (id int); select no_such_function();' }];
    await expect(migrate(database.db, [...(await readMigrations()), ...bad])).rejects.toThrow();
    const t = await sql<{ t: string | null }>`select to_regclass('half_done')::text as t`.execute(database.db);
    expect(t.rows[0]!.t).toBeNull();
    const recorded = await database.db.selectFrom('schema_migrations').select('name').execute();
    expect(recorded.map((r) => r.name)).not.toContain('9999_bad.sql');
  });

  it('the demo seed records its parts and applies nothing twice', async () => {
    const recorded = await database.db.selectFrom('demo_seed_part').select('name').execute();
    expect(recorded.map((r) => r.name).sort()).toEqual([...DEMO_SEED_PARTS].sort());
    expect(await seedDemoData(database.db, testClock())).toEqual([]);
  });

  it('a demo database receives the parts a newer version added, and only those', async () => {
    await database.db.deleteFrom('message').execute();
    await database.db.deleteFrom('demo_seed_part').where('name', '=', 'messages').execute();
    expect(await seedDemoData(database.db, testClock())).toEqual(['messages']);
    const count = await database.db.selectFrom('message').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });

  it('a database holding an institute of its own (no demo parts recorded) gets no demo data', async () => {
    await database.db.deleteFrom('demo_seed_part').execute();
    const before = await database.db.selectFrom('message').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(await seedDemoData(database.db, testClock())).toEqual([]);
    const after = await database.db.selectFrom('message').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('demo passwords are argon2id hashes with their own salts (OWASP parameters)', async () => {
    const rows = await database.db.selectFrom('app_user').select('password_hash').execute();
    for (const r of rows) expect(r.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length);
  });

  it('every institute has the current and the previous academic year, dated from the clock', async () => {
    const years = await database.db
      .selectFrom('academic_year')
      .select(['institute_id', 'name', 'start_date', 'end_date', 'is_current'])
      .orderBy('id')
      .execute();
    for (const inst of [101, 102, 106343]) {
      expect(years.filter((y) => y.institute_id === inst)).toEqual([
        { institute_id: inst, name: '2025-26', start_date: '2025-04-01', end_date: '2026-03-31', is_current: false },
        { institute_id: inst, name: '2026-27', start_date: '2026-04-01', end_date: '2027-03-31', is_current: true },
      ]);
    }
  });

  it('new rows get ids after the seeded ones', async () => {
    const row = await database.db
      .insertInto('academic_year')
      .values({ institute_id: 101, name: '2027-28', start_date: '2027-04-01', end_date: '2028-03-31', is_current: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(row.id).toBeGreaterThan(6);
  });
});

describe('transactions', () => {
  it('a transaction sees its own writes; others never see them uncommitted (on PGlite they wait)', async () => {
    const order: string[] = [];
    // The outside read starts once the write is done (a signal, not a sleep: on a busy machine
    // a 10 ms sleep could end before the transaction had even begun).
    let written!: () => void;
    const writeDone = new Promise<void>((resolve) => (written = resolve));
    const tx = database.db.transaction().execute(async (trx) => {
      await trx.updateTable('institute').set({ name: 'Renamed' }).where('id', '=', 102).execute();
      order.push('tx-write');
      written();
      // Give the outside read a chance to run now (it does on PostgreSQL; on PGlite it waits).
      await new Promise((r) => setTimeout(r, 20));
      const inside = await trx.selectFrom('institute').select('name').where('id', '=', 102).executeTakeFirstOrThrow();
      order.push(`tx-read:${inside.name}`);
      throw new Error('roll back');
    });
    const outside = (async () => {
      await writeDone;
      const row = await database.db.selectFrom('institute').select('name').where('id', '=', 102).executeTakeFirstOrThrow();
      order.push(`outside:${row.name}`);
    })();
    await expect(tx).rejects.toThrow('roll back');
    await outside;
    expect(order).toContain('tx-read:Renamed');
    expect(order).toContain('outside:Apex Coaching Institute'); // never the uncommitted name
    // PGlite has one connection: the outside query waited for the whole transaction.
    if (database.kind === 'pglite') expect(order).toEqual(['tx-write', 'tx-read:Renamed', 'outside:Apex Coaching Institute']);
  });

  it('nested transactions roll back to their savepoint', async () => {
    const trx = await database.db.startTransaction().execute();
    try {
      await trx.updateTable('institute').set({ name: 'Outer' }).where('id', '=', 106343).execute();
      const inner = await trx.savepoint('inner').execute();
      await inner.updateTable('institute').set({ name: 'Inner' }).where('id', '=', 106343).execute();
      const back = await inner.rollbackToSavepoint('inner').execute();
      const row = await back.selectFrom('institute').select('name').where('id', '=', 106343).executeTakeFirstOrThrow();
      expect(row.name).toBe('Outer');
    } finally {
      await trx.rollback().execute();
    }
    const row = await database.db.selectFrom('institute').select('name').where('id', '=', 106343).executeTakeFirstOrThrow();
    expect(row.name).toBe('Institut Lumière Puducherry');
  });

  it('plain queries sent together all complete', async () => {
    const rows = await Promise.all(
      Array.from({ length: 20 }, (_, i) => database.db.selectFrom('institute').select((eb) => eb.val(i).as('i')).limit(1).executeTakeFirstOrThrow()),
    );
    expect(rows.map((r) => Number(r.i))).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('dates come back as YYYY-MM-DD text and counts as numbers on both backends', async () => {
    const row = await database.db
      .selectFrom('app_user')
      .select((eb) => [eb.fn.countAll<number>().as('n')])
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe('number');
    const user = await database.db.selectFrom('app_user').select('join_date').where('id', '=', 1001).executeTakeFirstOrThrow();
    expect(user.join_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a statement run often is prepared once per connection on PostgreSQL (decision 042), with the same answers', async () => {
    const { names, prepared } = await database.db.transaction().execute(async (trx) => {
      // One connection for all of it: the transaction's.
      const names: string[] = [];
      for (let i = 0; i < 4; i++) {
        const { rows } = await sql<{ name: string }>`select name from institute where id = ${101} and 'prepared-statement-probe' <> ''`.execute(trx);
        names.push(rows[0]?.name ?? '');
      }
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like ${'%prepared-statement-probe%'}`.execute(trx);
      return { names, prepared: Number(rows[0]?.n) };
    });
    expect(new Set(names).size).toBe(1);
    expect(names[0]).not.toBe('');
    expect(prepared).toBe(database.kind === 'postgres' ? 1 : 0);
  });
});

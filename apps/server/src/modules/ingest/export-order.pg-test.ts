import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { postgresDatabase } from '../../db/postgres-database.ts';
import type { Database } from '../../db/client.ts';
import { databaseUrlFor } from '../../testing/postgres.ts';
import { decodeCursor } from './exports/change-cursor.ts';
import { readAudit } from './exports/audit.repository.ts';

// Decision 083 on a real server, where transactions overlap: a transaction that took its stamp
// first but commits last must not be passed over by a reader that already paged past the rows
// of the one that committed first (the embedded database runs one transaction at a time).
const SERVER_URL = process.env.DATABASE_URL;
const NAME = `portal_export_${randomBytes(6).toString('hex')}`;
let admin: pg.Client;
let database: Database;
let url: string;

beforeAll(async () => {
  if (!SERVER_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server (npm run test:postgres).');
  admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${NAME}`);
  url = databaseUrlFor(SERVER_URL, NAME);
  database = postgresDatabase(url);
  await migrate(database.db);
  // The columns without a default; the rest as the database sets them.
  await sql`insert into institute (id, name, is_school, logo_url, favicon_url, file_manager, classes_mode, exam_mode)
    values (900, 'Order test', true, '/l.png', '/f.ico', 'BOTH', 'HYBRID_BLENDED', 'HYBRID_BLENDED')`.execute(database.db);
});
afterAll(async () => {
  await database?.close();
  await admin?.query(`drop database if exists ${NAME} with (force)`);
  await admin?.end();
});

const logRow = (client: pg.Client, area: string) =>
  client.query(`insert into export_log (institute_id, key_name, area, rows, created_at) values (900, 'k', $1, 0, now())`, [area]);
const areasAfter = async (since?: string) => {
  const page = await readAudit(database.db, 900, decodeCursor(since), since, 100);
  return { areas: page.rows.map((r) => r.area), next: page.next };
};

describe('[issue 34] export order across overlapping transactions (decision 083)', () => {
  it('a row of a transaction still running holds back later ones, and comes before them once committed', async () => {
    const early = new pg.Client({ connectionString: url });
    const late = new pg.Client({ connectionString: url });
    await Promise.all([early.connect(), late.connect()]);
    try {
      await logRow(late, 'before');
      const start = await areasAfter();
      expect(start.areas).toEqual(['before']);

      await early.query('begin');
      await logRow(early, 'early'); // stamped first, committed last
      await logRow(late, 'late'); // autocommit: committed now
      const held = await areasAfter(start.next);
      expect(held).toEqual({ areas: [], next: start.next });

      await early.query('commit');
      const after = await areasAfter(start.next);
      expect(after.areas).toEqual(['early', 'late']);
      expect((await areasAfter(after.next)).areas).toEqual([]);
    } finally {
      await Promise.all([early.end(), late.end()]);
    }
  });
});

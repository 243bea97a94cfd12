import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { servesDemo } from './demo-mode.ts';
import { openTestDatabase } from './testing/create-test-app.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('[decision 075] which databases serve the demo', () => {
  it('the demo database does (it receives parts a newer version adds); DEMO_DATA=off never', async () => {
    expect(await servesDemo(database.db, { demoData: 'auto' })).toBe(true);
    expect(await servesDemo(database.db, { demoData: 'off' })).toBe(false);
  });

  it("an institute's own data does not; an empty database does (a fresh npm start)", async () => {
    await sql`delete from demo_seed_part`.execute(database.db);
    expect(await servesDemo(database.db, { demoData: 'auto' })).toBe(false);
    await database.db.transaction().execute(async (trx) => {
      await sql`truncate institute cascade`.execute(trx);
      expect(await servesDemo(trx, { demoData: 'auto' })).toBe(true);
      expect(await servesDemo(trx, { demoData: 'off' })).toBe(false);
    });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servesDemo } from '../../demo-mode.ts';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../testing/create-test-app.ts';
import { createInstitutesService } from './institutes.service.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("[issue 34] an institute's own record, from the command line", () => {
  it('gets the next free id, its hosts lower-cased, the zone and language given', async () => {
    const institutes = createInstitutesService({ db: database.db });
    const before = Math.max(...(await institutes.list()).map((i) => i.id));
    const id = await institutes.create({ name: ' Greenfield School ', type: 'school', hosts: ['Green.LOCALHOST', 'green.localhost'], timezone: 'Asia/Dubai', language: 'hi' });
    expect(id).toBe(before + 1);
    const row = await database.db.selectFrom('institute').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Greenfield School', is_school: true, hosts: ['green.localhost'], time_zone: 'Asia/Dubai', language: 'hi' });
  });

  it('refuses what is not a name, a type, a host, a zone or a language, naming the flag', async () => {
    const institutes = createInstitutesService({ db: database.db });
    const base = { name: 'X', type: 'coaching', hosts: ['x.localhost'] };
    await expect(institutes.create({ ...base, name: '' })).rejects.toThrow('--name');
    await expect(institutes.create({ ...base, name: 'a\u0000b' })).rejects.toThrow('--name');
    await expect(institutes.create({ ...base, type: 'college' })).rejects.toThrow('--type');
    await expect(institutes.create({ ...base, hosts: [] })).rejects.toThrow('--host');
    await expect(institutes.create({ ...base, hosts: ['http://x.com'] })).rejects.toThrow("--host: 'http://x.com'");
    await expect(institutes.create({ ...base, hosts: ['x.com:8080'] })).rejects.toThrow('--host');
    await expect(institutes.create({ ...base, timezone: 'Mars/Base' })).rejects.toThrow('--timezone');
    await expect(institutes.create({ ...base, language: 'es' })).rejects.toThrow('--language');
  });

  it('[decision 075] on an empty database an institute created means the demo is never added', async () => {
    // This file's own copy of the database, emptied as a fresh data folder is.
    await database.db.deleteFrom('demo_seed_part').execute();
    await sql`truncate institute cascade`.execute(database.db);
    expect(await servesDemo(database.db, { demoData: 'auto' })).toBe(true);
    await createInstitutesService({ db: database.db }).create({ name: 'Riverside', type: 'school', hosts: ['river.localhost'] });
    expect(await servesDemo(database.db, { demoData: 'auto' })).toBe(false);
  });
});

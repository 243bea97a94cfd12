import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/create-test-app.ts';
import type { Database } from './client.ts';
import { reusableQuery } from './reusable-query.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// The demo's institutes (DEMO.md): 101 and 102 among them, in every test database.
const institutes = reusableQuery((db, v: { ids: number[]; from: number }, shape: 'named' | 'all') => {
  let q = db.selectFrom('institute').select(['id']).where(sql<boolean>`id = any(${v.ids}::int[])`).where('id', '>=', v.from);
  if (shape === 'named') q = q.where('name', 'is not', null);
  return q.orderBy('id').limit(10);
});

describe('reusableQuery (compiled once, run with each call values)', () => {
  it('answers each call with its own values, a constant of the query (the limit) kept', async () => {
    const db = database.db;
    expect(await institutes.rows(db, { ids: [101, 102], from: 1 }, 'all')).toEqual([{ id: 101 }, { id: 102 }]);
    expect(await institutes.rows(db, { ids: [102], from: 1 }, 'all')).toEqual([{ id: 102 }]);
    expect(await institutes.rows(db, { ids: [101, 102], from: 102 }, 'all')).toEqual([{ id: 102 }]);
    expect(await institutes.first(db, { ids: [101, 102], from: 1 }, 'named')).toEqual({ id: 101 });
    expect(await institutes.first(db, { ids: [99], from: 1 }, 'named')).toBeUndefined();
  });

  it('runs inside a transaction, which sees its own writes', async () => {
    const fresh = reusableQuery((db, v: { name: string }) => db.selectFrom('institute').select('id').where('name', '=', v.name));
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('institute').set({ name: 'Renamed in a transaction' }).where('id', '=', 101).execute();
      expect(await fresh.rows(trx, { name: 'Renamed in a transaction' })).toEqual([{ id: 101 }]);
      throw new Error('undo');
    }).catch((err: Error) => expect(err.message).toBe('undo'));
    expect(await fresh.rows(database.db, { name: 'Renamed in a transaction' })).toEqual([]);
  });

  it('refuses a build that uses a value other than as a parameter (it would be frozen into the SQL)', async () => {
    const frozen = reusableQuery((db, v: { id: number; unused: number }) => db.selectFrom('institute').select('id').where('id', '=', v.id));
    await expect(frozen.rows(database.db, { id: 1, unused: 2 })).rejects.toThrow(/unused did not become a parameter/);
  });
});

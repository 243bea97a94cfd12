import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../testing/create-test-app.ts';
import { INTERRUPTED, JOB_LIFETIME_MS, sweepInterruptedJobs } from './job-sweep.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const NOW = new Date('2026-11-28T10:00:00Z');
const job = (minutesAgo: number, state: 'running' | 'done' = 'running') =>
  database.db
    .insertInto('import_job')
    .values({ institute_id: 101, api_key_id: null, key_name: 'k', area: 'academic-years', mode: 'delta', scope: null, dry_run: false, atomic: false, state, created_at: new Date(NOW.getTime() - minutesAgo * 60_000) })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);
const stateOf = (id: string) => database.db.selectFrom('import_job').select(['state', 'message']).where('id', '=', id).executeTakeFirstOrThrow();

describe('[issue 34] import jobs a stopped server left running (decision 078)', () => {
  it('with other processes about, only jobs older than any import runs are marked failed, saying what to do', async () => {
    const old = await job(JOB_LIFETIME_MS / 60_000 + 1);
    const fresh = await job(5);
    const done = await job(500, 'done');
    expect(await sweepInterruptedJobs(database.db, NOW, false)).toBe(1);
    expect(await stateOf(old)).toEqual({ state: 'failed', message: INTERRUPTED });
    expect((await stateOf(fresh)).state).toBe('running');
    expect((await stateOf(done)).state).toBe('done');
  });

  it('on the embedded database (one process), every running job is marked at start', async () => {
    const fresh = await job(1);
    expect(await sweepInterruptedJobs(database.db, NOW, true)).toBeGreaterThanOrEqual(1);
    expect((await stateOf(fresh)).state).toBe('failed');
  });
});

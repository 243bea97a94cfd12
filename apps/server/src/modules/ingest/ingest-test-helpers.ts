import { afterAll, beforeAll, expect } from 'vitest';
import { ZIngestJob, type TIngestJob } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { createApiKeysService } from '../api-keys/api-keys.service.ts';

export type PutOptions = { query?: string; mode?: 'bulk' | 'delta'; scope?: string; as?: string };

/**
 * A test file's app with two keys: `key` of Apex Coaching Institute (102, DEMO.md) and
 * `otherKey` of Sunrise Public School (101), and `put` to upload an area's records as a job.
 */
export function ingestTestApp() {
  const ctx = {} as { t: TestApp; key: string; otherKey: string };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    const keys = createApiKeysService({ db: ctx.t.database.db, clock: ctx.t.clock });
    ctx.key = (await keys.create(102, 'sync')).key;
    ctx.otherKey = (await keys.create(101, 'other school')).key;
  });
  afterAll(() => ctx.t.close());

  async function put(area: string, records: unknown[], opts: PutOptions = {}): Promise<TIngestJob> {
    const res = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/ingest/v1/${area}${opts.query ?? ''}`,
      headers: { authorization: `Bearer ${opts.as ?? ctx.key}` },
      payload: { mode: opts.mode ?? 'delta', scope: opts.scope, records },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZIngestJob.parse(res.json());
  }
  return { ctx, put };
}

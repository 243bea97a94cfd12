import { readdirSync, readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, expect } from 'vitest';
import { ZIngestJob } from '@portal/contract';
import { createApiKeysService } from '../../api-keys/api-keys.service.ts';
import { createInstitutesService } from '../../institutes/institutes.service.ts';
import { ingestTestApp } from '../ingest-test-helpers.ts';

// The OneRoster 1.2 package of docs/examples/ (decision 078): a small school's export.
const EXAMPLE = new URL('../../../../../../docs/examples/oneroster-greenfield/', import.meta.url);
export const exampleFiles = () => Object.fromEntries(readdirSync(EXAMPLE).map((name) => [name, readFileSync(new URL(name, EXAMPLE), 'utf8')]));
export const zipOf = (files: Record<string, string>) => Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))));

/**
 * A test file's app (ingestTestApp) with a school of its own, as an institute adopting the portal
 * has (the demo's years are not in the way), and `post` to send it a package through POST /oneroster.
 */
export function oneRosterTestApp() {
  const ingest = ingestTestApp();
  const { ctx } = ingest;
  const school = { key: '' };
  beforeAll(async () => {
    const id = await createInstitutesService({ db: ctx.t.database.db }).create({ name: 'Greenfield School', type: 'school', hosts: ['green.localhost'] });
    school.key = (await createApiKeysService({ db: ctx.t.database.db, clock: ctx.t.clock }).create(id, 'sis')).key;
  });
  async function post(zip: Buffer, query = '', as?: string) {
    const res = await ctx.t.app.inject({ method: 'POST', url: `/api/ingest/v1/oneroster${query}`, headers: { authorization: `Bearer ${as ?? school.key}`, 'content-type': 'application/zip' }, payload: zip });
    expect(res.statusCode, res.body).toBe(200);
    return ZIngestJob.parse(res.json());
  }
  return { ...ingest, post, schoolKey: () => school.key };
}

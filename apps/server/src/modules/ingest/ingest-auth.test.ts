import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIngestWhoAmI } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { createApiKeysService } from '../api-keys/api-keys.service.ts';

// The integration API's door (issue 34, decision 077): the key decides the institute.
let t: TestApp;
let keys: ReturnType<typeof createApiKeysService>;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitLoginAddress: { max: 5, windowMs: 15 * 60_000 } } });
  keys = createApiKeysService({ db: t.database.db, clock: t.clock });
});
afterAll(() => t.close());

const whoami = (authorization?: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/ingest/v1/whoami', headers: authorization ? { authorization } : {}, remoteAddress });

describe('[issue 34] integration API keys', () => {
  it("a live key answers for its own institute, whichever institute's key it is", async () => {
    const school = await keys.create(101, 'nightly sync');
    const coaching = await keys.create(102, 'coaching sync', ['read:*']);
    const a = ZIngestWhoAmI.parse((await whoami(`Bearer ${school.key}`)).json());
    expect(a).toMatchObject({ institute_id: 101, key_name: 'nightly sync', scopes: ['write:*', 'read:*'] });
    expect(a.institute_name).not.toBe('');
    expect((await whoami(`bearer ${coaching.key}`)).json()).toMatchObject({ institute_id: 102, scopes: ['read:*'] });
  });

  it('no key, a malformed, unknown or revoked key: 401 with a message saying what to send', async () => {
    const { id, key } = await keys.create(101, 'to revoke');
    expect((await whoami(`Bearer ${key}`, '10.0.0.2')).statusCode).toBe(200);
    expect(await keys.revoke(id)).toBe(true);
    const tries = [undefined, 'Basic abc', `Bearer ${key}`, 'Bearer pik_' + 'A'.repeat(43), 'Bearer \u0000', `Bearer ${key}x`];
    for (const [i, auth] of tries.entries()) {
      const res = await whoami(auth, `10.0.1.${i}`);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'API_KEY_INVALID', message: expect.stringContaining('Authorization: Bearer') });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('wrong keys from one address are stopped (429) while another address and a right key go on', async () => {
    const { key } = await keys.create(101, 'rate limit');
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await whoami(`Bearer pik_${'B'.repeat(43)}`, '10.0.0.9')).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5)).toEqual([429, 429]);
    expect((await whoami(`Bearer ${key}`, '10.0.0.10')).statusCode).toBe(200);
  });

  it('a key is shown once and only its hash is kept; unknown scopes and empty names are refused', async () => {
    const { id, key } = await keys.create(101, 'hash only');
    const row = await t.database.db.selectFrom('api_key').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(key.slice(16));
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(keys.create(101, 'x', ['write:everything'])).rejects.toThrow('Unknown scope write:everything');
    await expect(keys.create(101, '   ')).rejects.toThrow('needs a name');
    expect((await keys.list(101)).every((k) => !('key_hash' in k))).toBe(true);
  });

  it('the OpenAPI description is public and generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ingest/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/whoami'].get.responses['200'].content['application/json'].schema.required).toEqual(['institute_id', 'institute_name', 'key_name', 'scopes']);
  });
});

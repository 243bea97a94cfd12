import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../testing/create-test-app.ts';
import { testClock } from '../testing/test-clock.ts';
import { createSignedLinks } from './signed-links.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const parse = (address: string) => {
  const q = new URL(address, 'http://x').searchParams;
  return { r: Number(q.get('r')), exp: Number(q.get('exp')), sig: q.get('sig')! };
};

describe('signed download addresses (fee receipts [API-FEES-2], assignment files [API-ASSIGN-5])', () => {
  it('[API-ASSIGN-5] an address names its id and works until its expiry, not after', async () => {
    const clock = testClock();
    const links = createSignedLinks(database.db, clock, { secretName: 'test-links', purpose: 'test', path: '/files', ttlSeconds: 90 });
    const address = await links.create(42);
    expect(address).toMatch(/^\/files\?r=42&exp=\d+&sig=[\w-]{43}$/);
    expect(await links.check(parse(address))).toEqual({ ok: true, id: 42 });
    clock.advance(90_000);
    expect(await links.check(parse(address))).toEqual({ ok: true, id: 42 });
    clock.advance(1000);
    expect(await links.check(parse(address))).toEqual({ ok: false, reason: 'expired' });
  });

  it('[API-ASSIGN-5] another id, another expiry or another purpose does not fit the signature', async () => {
    const clock = testClock();
    const a = createSignedLinks(database.db, clock, { secretName: 'test-links', purpose: 'receipt', path: '/a', ttlSeconds: 60 });
    const b = createSignedLinks(database.db, clock, { secretName: 'test-links', purpose: 'assignment', path: '/b', ttlSeconds: 60 });
    const q = parse(await a.create(7));
    expect(await a.check({ ...q, r: 8 })).toEqual({ ok: false, reason: 'invalid' });
    expect(await a.check({ ...q, exp: q.exp + 3600 })).toEqual({ ok: false, reason: 'invalid' });
    expect(await a.check({ ...q, sig: q.sig.slice(0, -1) })).toEqual({ ok: false, reason: 'invalid' });
    // Same secret, same id and expiry: the purpose still tells them apart.
    expect(await b.check(q)).toEqual({ ok: false, reason: 'invalid' });
    // A tampered address past its time is 'invalid', never 'expired'.
    clock.advance(3_600_000);
    expect(await a.check({ ...q, r: 8 })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('[API-ASSIGN-5] the secret is made once and shared by every instance (one per name)', async () => {
    const clock = testClock();
    const first = createSignedLinks(database.db, clock, { secretName: 'shared-links', purpose: 'p', path: '/f', ttlSeconds: 60 });
    const second = createSignedLinks(database.db, clock, { secretName: 'shared-links', purpose: 'p', path: '/f', ttlSeconds: 60 });
    const other = createSignedLinks(database.db, clock, { secretName: 'other-links', purpose: 'p', path: '/f', ttlSeconds: 60 });
    const address = parse(await first.create(5));
    expect(await second.check(address)).toEqual({ ok: true, id: 5 });
    expect(await other.check(address)).toEqual({ ok: false, reason: 'invalid' });
    const rows = await database.db.selectFrom('server_secret').select('name').where('name', 'in', ['shared-links', 'other-links']).execute();
    expect(rows).toHaveLength(2);
  });

  it('[HOME-ANN-5] with roundSeconds, addresses made within one span are the same and serve ttl to ttl + span', async () => {
    const clock = testClock();
    const links = createSignedLinks(database.db, clock, { secretName: 'test-links', purpose: 'rounded', path: '/n', ttlSeconds: 6 * 3600, roundSeconds: 3600 });
    const exp = links.expiry();
    expect(exp % 3600).toBe(0);
    const left = exp - clock.now().getTime() / 1000;
    expect(left).toBeGreaterThanOrEqual(6 * 3600);
    expect(left).toBeLessThanOrEqual(7 * 3600);
    const first = await links.create(3);
    clock.advance(Math.max(0, (left - 6 * 3600 - 1) * 1000));
    expect(await links.create(3)).toBe(first);
    expect(parse(first).exp).toBe(exp);
    clock.advance(2000);
    expect(links.expiry()).toBe(exp + 3600);
    expect(await links.check(parse(first))).toEqual({ ok: true, id: 3 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './testing/login-helpers.ts';
import { startCluster, type Cluster } from './testing/multi-process/cluster.ts';
import { SERVED_BY } from './testing/multi-process/haproxy.ts';
import { ASSIGNMENT_LIST_PATH, downloadAddress, listBody, openAssignmentId, saveDraftWithFile } from './testing/multi-process/homework-calls.ts';
import {
  answer,
  attemptLogin,
  call,
  LOGOUT_PATH,
  SESSION_PATH,
  signIn,
  type SignedIn,
} from './testing/multi-process/portal-client.ts';

// Issue 14: two server processes on one PostgreSQL and one data folder behind HAProxy. Every
// claim is checked by pinning calls to each process's own port, and once more through the
// balancer's round robin. Needs DATABASE_URL (the suite's config requires it) and HAProxy.
const SERVER_URL = process.env.DATABASE_URL;
/** Low, so the address limit is reached in a few attempts; the account limit keeps its default (5). */
const ADDRESS_LIMIT = 8;
const ACCOUNT_LIMIT = 5;

let c: Cluster;

beforeAll(async () => {
  if (!SERVER_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server (npm run test:postgres): the test creates its database there.');
  c = await startCluster(SERVER_URL, { RATE_LIMIT_LOGIN_ADDRESS: `${ADDRESS_LIMIT}/15m` });
});
afterAll(async () => {
  await c?.stop();
});

/** GET /api/v1/session with the client's cookie: 200 while the session lives, 403 once it is over. */
const sessionStatus = async (base: string, who: SignedIn) => (await call(base, who, SESSION_PATH)).status;

/** What GET /api/v1/session answers for a live session: this login's student. */
const sessionOf = (who: SignedIn) => ({ status: 200, body: { result: { student_id: who.studentId } } });

/** A fresh count for a rate-limit test: the other tests' sign-ins must not spend its budget. */
const clearRateLimits = () => c.db.query('delete from rate_limit');

describe('[issue 14] several processes on one database', () => {
  it('a session opened through one process works on the other, both ways', async () => {
    const viaA = await signIn(c.a.base, '9000000001');
    expect(await answer(call(c.b.base, viaA, SESSION_PATH))).toMatchObject(sessionOf(viaA));
    expect(await sessionStatus(c.a.base, viaA)).toBe(200);
    const viaB = await signIn(c.b.base, '9000000002');
    expect(await answer(call(c.a.base, viaB, SESSION_PATH))).toMatchObject(sessionOf(viaB));
  });

  it('logout through one process ends the session on both', async () => {
    const who = await signIn(c.a.base, '9000000011');
    // Both processes have read the session and keep it (decision 057): a's copy must go on b's word.
    expect(await sessionStatus(c.a.base, who)).toBe(200);
    expect(await sessionStatus(c.b.base, who)).toBe(200);
    expect(await sessionStatus(c.a.base, who)).toBe(200);
    expect((await call(c.b.base, who, LOGOUT_PATH)).status).toBe(200);
    expect(await sessionStatus(c.a.base, who)).toBe(403);
    expect(await sessionStatus(c.b.base, who)).toBe(403);
  });

  it(`the account's failed sign-ins are counted across processes: ${ACCOUNT_LIMIT} alternating, then 429 on either`, async () => {
    await clearRateLimits();
    const account = '9000000003';
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      const base = i % 2 === 0 ? c.a.base : c.b.base; // a gets 3, b gets 2: neither alone reaches 5
      expect((await attemptLogin(base, account, 'wrong-password')).status).toBe(401);
    }
    // Even the right password is refused now, on each process and through the balancer.
    for (const base of [c.b.base, c.a.base, c.lb.base]) {
      const res = await attemptLogin(base, account, PASSWORD);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('homework uploaded through one process downloads through the other (one shared file store)', async () => {
    const onA = await signIn(c.a.base, '9000000001');
    const bytes = Buffer.from(`%PDF-1.4\n% written through process a (${process.pid})\n%%EOF\n`);
    const file = { name: 'multi-process.pdf', type: 'application/pdf', bytes };
    const attachmentId = await saveDraftWithFile(c.a.base, onA, await openAssignmentId(c.a.base, onA), file);

    // b hands out the signed address (its secret is in the database) and serves the bytes a
    // stored; a serves an address b signed.
    const onB = await signIn(c.b.base, '9000000001');
    const address = await downloadAddress(c.b.base, onB, attachmentId);
    for (const base of [c.b.base, c.a.base]) {
      const res = await fetch(`${base}${address}`);
      expect(res.status, `GET the file on ${base}`).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });
});

describe('[issue 14] through HAProxy (round robin, no sticky sessions)', () => {
  it('a signed-in sequence of calls works whichever process answers, and so does its logout', async () => {
    const who = await signIn(c.lb.base, '9000000001');
    const servedBy: string[] = [];
    const calls = [{ path: SESSION_PATH }, { path: ASSIGNMENT_LIST_PATH, json: listBody(who) }];
    for (let round = 0; round < 3; round++) {
      for (const { path, json } of calls) {
        const res = await call(c.lb.base, who, path, { json });
        servedBy.push(res.headers.get(SERVED_BY) ?? '?');
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        await res.arrayBuffer();
      }
    }
    expect(new Set(servedBy)).toEqual(new Set(['a', 'b']));

    expect((await call(c.lb.base, who, LOGOUT_PATH)).status).toBe(200);
    const after = await Promise.all([0, 1].map(async () => {
      const res = await call(c.lb.base, who, SESSION_PATH);
      return { status: res.status, by: res.headers.get(SERVED_BY) };
    }));
    expect(after.map((x) => x.status)).toEqual([403, 403]);
    expect(new Set(after.map((x) => x.by))).toEqual(new Set(['a', 'b']));
  });

  it('the per-address limit counts the address HAProxy saw, not one a client wrote into X-Forwarded-For', async () => {
    await clearRateLimits();
    // Unknown login names, so no account reaches its own limit: only the address can refuse.
    for (let i = 1; i <= ADDRESS_LIMIT; i++) {
      const res = await attemptLogin(c.lb.base, `9100000${100 + i}`, 'wrong-password', { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.status).toBe(401);
    }
    const refused = await attemptLogin(c.lb.base, '9100000199', 'wrong-password', { 'x-forwarded-for': '203.0.113.99' });
    expect(refused.status).toBe(429);
  });
});

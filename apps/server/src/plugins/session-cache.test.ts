import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../db/change-feed.ts';
import { hashToken } from '../lib/tokens.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { PASSWORD, login, withSession } from '../testing/login-helpers.ts';
import { changePwd } from '../modules/password/password-test-helpers.ts';
import { heardChange } from '../testing/change-feed-helpers.ts';
import { createSessionCache, SESSION_AREA } from './session-cache.ts';

// Decision 057: the session lookup kept per process until the change feed says otherwise. On
// PGlite (the default suite) and on PostgreSQL (DATABASE_URL), where word of a change made by
// hand arrives on the feed's own connection a moment after the commit.
let t: TestApp;
let changes: ChangeFeed;
beforeAll(async () => {
  t = await createTestApp();
  changes = t.database.changes!;
  await heardChange(changes, SESSION_AREA, null);
});
afterAll(() => t.close());

const getSession = (token: string) => t.app.inject({ url: '/api/v1/session', headers: withSession(token) });

/** Moves a session's end without telling anyone (its trigger off): only a read of the database sees it. */
async function moveExpiryUnheard(tokenHash: string, expiresAt: Date) {
  await t.database.db.transaction().execute(async (trx) => {
    await sql`alter table session disable trigger session_change`.execute(trx);
    await trx.updateTable('session').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
    await sql`alter table session enable trigger session_change`.execute(trx);
  });
}

describe('the session lookup kept per process (decision 057)', () => {
  it('[issue 14] a session read once serves again without the database, until the feed moves', async () => {
    const { token } = await login(t.app, '9000000001');
    const cache = createSessionCache(changes);
    const hash = hashToken(token!);
    const first = await cache.find(t.database.db, hash);
    expect(first?.expires_at.getTime()).toBeGreaterThan(0);
    const past = new Date(first!.expires_at.getTime() - 60_000);
    await moveExpiryUnheard(hash, past);
    // Kept: the row as first read, although the database now says otherwise.
    expect((await cache.find(t.database.db, hash))?.expires_at).toEqual(first!.expires_at);
    cache.changed();
    expect((await cache.find(t.database.db, hash))?.expires_at).toEqual(past);
  });

  it('[issue 14] a kept copy serves only once every change committed before the call is heard', async () => {
    const { token } = await login(t.app, '9000000001');
    let version = 0;
    let caughtUp = async () => {};
    const feed: ChangeFeed = { version: () => version, changed: () => (version += 1), caughtUp: () => caughtUp(), close: async () => {} };
    const cache = createSessionCache(feed);
    const hash = hashToken(token!);
    const first = await cache.find(t.database.db, hash);
    const past = new Date(first!.expires_at.getTime() - 60_000);
    await moveExpiryUnheard(hash, past);
    // Another process's change is heard during the catch-up (its notice was still on its way).
    caughtUp = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      version += 1;
    };
    expect((await cache.find(t.database.db, hash))?.expires_at).toEqual(past);
    // Catching up cannot be known (the listener lost or slow): the database is read.
    await moveExpiryUnheard(hash, first!.expires_at);
    caughtUp = async () => {
      throw new Error('lost');
    };
    expect((await cache.find(t.database.db, hash))?.expires_at).toEqual(first!.expires_at);
  });

  it('[issue 14] without a live feed every lookup reads the database', async () => {
    const { token } = await login(t.app, '9000000001');
    const deaf: ChangeFeed = { version: () => null, changed: () => {}, caughtUp: async () => {}, close: async () => {} };
    const cache = createSessionCache(deaf);
    const hash = hashToken(token!);
    const first = await cache.find(t.database.db, hash);
    const past = new Date(first!.expires_at.getTime() - 60_000);
    await moveExpiryUnheard(hash, past);
    expect((await cache.find(t.database.db, hash))?.expires_at).toEqual(past);
  });

  it('[issue 14] a change committed while the lookup runs leaves its row unserved', async () => {
    const { token } = await login(t.app, '9000000001');
    let version = 0;
    const feed: ChangeFeed = { version: () => version, changed: () => (version += 1), caughtUp: async () => {}, close: async () => {} };
    const cache = createSessionCache(feed);
    const hash = hashToken(token!);
    // The counter moves as the lookup's answer comes back from the database: the row it read
    // may be from before the change.
    const moving = t.database.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => ((version += 1), args.result),
    });
    const first = await cache.find(moving, hash);
    expect(version).toBe(1);
    const past = new Date(first!.expires_at.getTime() - 60_000);
    await moveExpiryUnheard(hash, past);
    expect((await cache.find(t.database.db, hash))?.expires_at).toEqual(past);
  });

  it('[issue 14] an account blocked by hand ends a session in use at the next call, once the word is out', async () => {
    const { token } = await login(t.app, '9000000008');
    expect((await getSession(token!)).statusCode).toBe(200);
    expect((await getSession(token!)).statusCode).toBe(200);
    const before = changes.version(SESSION_AREA);
    await t.database.db.updateTable('app_user').set({ blocked: true }).where('id', '=', 1009).execute();
    try {
      await heardChange(changes, SESSION_AREA, before);
      expect((await getSession(token!)).statusCode).toBe(403);
    } finally {
      await t.database.db.updateTable('app_user').set({ blocked: false }).where('id', '=', 1009).execute();
    }
  });

  it('[issue 14] what this process changes ends its kept sessions at once, without waiting for the word', async () => {
    // A feed that hears nothing from the database: only this process's own reports move it.
    let version = 0;
    const silent: ChangeFeed = { version: () => version, changed: () => (version += 1), caughtUp: async () => {}, close: async () => {} };
    const own = await createTestApp({ database: t.database, changes: silent });
    try {
      const call = (token: string, url = '/api/v1/session') => own.app.inject({ url, headers: withSession(token) });
      const { token } = await login(own.app, '9000000001');
      expect((await call(token!)).statusCode).toBe(200);
      expect((await own.app.inject({ url: '/api/v1/alternateLogin/logout', headers: withSession(token!) })).statusCode).toBe(200);
      expect((await call(token!)).statusCode).toBe(403);

      // A password change ends the account's other sessions.
      const other = await login(own.app, '9000000002'); // Diya, user 1002 at 102
      const mine = await login(own.app, '9000000002');
      expect((await call(other.token!)).statusCode).toBe(200);
      const changed = await changePwd(own.app, mine.token!, { institute_id: 102, username: '9000000002', oldPassword: PASSWORD, newPassword: 'Blue-Kite-Harbor-77', userid: 1002 });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await call(other.token!)).statusCode).toBe(403);
    } finally {
      await own.close();
    }
  });

  it('[issue 14] only what the lookup reads sends word: a new photo does not, a block does', async () => {
    const probe = async (change: () => Promise<unknown>) => {
      const before = changes.version(SESSION_AREA);
      await change();
      // Notices reach a listener in commit order: once the probe's is heard, any earlier one was.
      const mark = changes.version('probe');
      await sql`select pg_notify('portal_change', 'probe')`.execute(t.database.db);
      await heardChange(changes, 'probe', mark);
      return changes.version(SESSION_AREA) !== before;
    };
    const user = () => t.database.db.updateTable('app_user').where('id', '=', 1009);
    expect(await probe(() => user().set({ photo_key: null }).execute())).toBe(false);
    expect(await probe(() => user().set({ blocked: false }).execute())).toBe(true);
    expect(await probe(() => t.database.db.updateTable('student').set({ display_id: sql`display_id` }).where('user_id', '=', 1009).execute())).toBe(false);
  });
});

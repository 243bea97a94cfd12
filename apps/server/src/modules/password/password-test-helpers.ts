import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../db/types.ts';
import { CLIENT_HEADERS, withSession } from '../../testing/login-helpers.ts';

/** POST /api/v2/user/forgotPassword as the login page sends it (Source header, no session). */
export function forgot(app: FastifyInstance, body: Record<string, unknown>, ip = '203.0.113.50') {
  return app.inject({
    method: 'POST',
    url: '/api/v2/user/forgotPassword',
    remoteAddress: ip,
    headers: CLIENT_HEADERS,
    payload: { source: 'study-app', ...body },
  });
}

/** POST /api/v1/changePwd in a session. */
export function changePwd(app: FastifyInstance, token: string, body: Record<string, unknown>, ip = '203.0.113.60') {
  return app.inject({ method: 'POST', url: '/api/v1/changePwd', remoteAddress: ip, headers: withSession(token), payload: body });
}

/** The outbox messages of an account, newest first. */
export function outboxOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('notification_outbox').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

/** The temporary password of the account's newest outbox message (its own line of the SMS). */
export async function latestTemporaryPassword(db: Kysely<DB>, userId: number): Promise<string> {
  const [newest] = await outboxOf(db, userId);
  const password = newest?.body.split('\n')[1];
  expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
  return password!;
}

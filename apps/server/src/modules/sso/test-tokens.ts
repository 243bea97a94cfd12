import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../testing/create-test-app.ts';
import { CLIENT_HEADERS, login } from '../../testing/login-helpers.ts';
import { signSsoToken, type SsoTokenPayload } from './sso-token.mjs';

/** Test helpers: demo secrets, tokens as an institute's system signs them, the exchange call. */

export async function secretOf(t: TestApp, instituteId: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('sso_issuer')
    .select('secret')
    .where('institute_id', '=', instituteId)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** A token valid at the test clock, signed with the institute's own secret unless one is given. */
export async function tokenFor(
  t: TestApp,
  fields: Pick<SsoTokenPayload, 'inst' | 'login'> & Partial<SsoTokenPayload>,
  secret?: string,
): Promise<string> {
  return signSsoToken(fields, secret ?? (await secretOf(t, fields.inst)), t.clock.now().getTime());
}

/** POST /prod/ext/sso/login as the browser's entry page sends it. */
export function exchange(app: FastifyInstance, token: string, ip = '198.51.100.1') {
  return app.inject({ method: 'POST', url: '/prod/ext/sso/login', remoteAddress: ip, headers: CLIENT_HEADERS, payload: { token } });
}

/** The login call with a single sign-on key in place of the password [SSO-FLOW-4]. */
export function keyLogin(app: FastifyInstance, userName: string, key: string, extra: Record<string, unknown> = {}) {
  return login(app, userName, { password: undefined, sso_key: key, ...extra });
}

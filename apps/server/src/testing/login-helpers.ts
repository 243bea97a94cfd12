import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { ZLoginResponse, ZSession, type ZLoginRequest } from '@portal/contract';

/** What a test may add to the login body: what a client may send (numeric strings and nulls too). */
type LoginExtra = Partial<z.input<typeof ZLoginRequest>>;
import { SESSION_COOKIE } from '../plugins/auth.ts';

export const PASSWORD = 'demo1234';
export const DEVICE = 'test-device-0001';

/** The headers the web client sends on every call. */
export const CLIENT_HEADERS = { source: 'WEB', timezone: 'Asia/Kolkata' } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field
export type LoginOutcome = { res: LightMyRequestResponse; body: any; token: string | null };

/** POST /api/v2/user/v3/login as the web client would, returning the session token if one was set. */
export async function login(
  app: FastifyInstance,
  userName: string,
  extra: LoginExtra = {},
  headers: Record<string, string> = {},
): Promise<LoginOutcome> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/user/v3/login',
    headers: { ...CLIENT_HEADERS, ...headers },
    payload: { user_name: userName, password: PASSWORD, device_id: DEVICE, source: 'WEB', ...extra },
  });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return { res, body: res.json(), token: cookie?.value || null };
}

/** A call carrying the session cookie, as the browser sends it. */
export function withSession(token: string, headers: Record<string, string> = {}) {
  return { ...CLIENT_HEADERS, cookie: `${SESSION_COOKIE}=${token}`, ...headers };
}

/** A login that must succeed: HTTP 200, a valid envelope and a session in the result. */
export async function signIn(app: FastifyInstance, userName: string, extra: LoginExtra = {}) {
  const out = await login(app, userName, extra);
  expect(out.res.statusCode).toBe(200);
  ZLoginResponse.parse(out.body);
  return { ...out, session: ZSession.parse(out.body.result) };
}

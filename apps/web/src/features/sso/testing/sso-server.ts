// Test support for the single sign-on entry: the API-SSO-1 answer, its handler and the 1 s wait. Tests only.
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import type { TSsoResult } from '@portal/contract';
import { fail, sent } from '../../../test/server.ts';

export const SSO_PATH = '/prod/ext/sso/login';

export function ssoResult(overrides: Partial<TSsoResult> = {}): TSsoResult {
  return {
    email_id: 'aarav@school.example',
    key: 'k3y-0123456789abcdef-one-time',
    inst_id: 101,
    phone: '9000000001',
    status: 'SUCCESS',
    redirect_url: '/my-account/messages',
    ...overrides,
  };
}

/** API-SSO-1 answering the result, or a 401 like every refused token when `result` is null. */
export function ssoHandler(result: TSsoResult | null) {
  return http.post(SSO_PATH, async ({ request }) => {
    sent.push({ method: 'POST', url: new URL(request.url), headers: request.headers, body: (await request.clone().json()) as unknown });
    if (result === null) return fail(401, 'The login link is invalid or has expired.', 'SSO_INVALID');
    return HttpResponse.json({ statusCode: 200, message: 'OK', result });
  });
}

export const ssoBodies = () => sent.filter((r) => r.url.pathname === SSO_PATH).map((r) => r.body);

/** Once the token is exchanged (the flag is stored as the wait starts), steps over the 1 s wait [SSO-FLOW-7] (fake timers). */
export async function passLandingDelay(delayMs: number) {
  await waitFor(() => expect(sessionStorage.getItem('loginViaToken')).toBe('true'));
  await act(() => vi.advanceTimersByTimeAsync(delayMs + 50));
}

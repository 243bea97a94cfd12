import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { schoolSession } from '../test/fixtures.ts';
import { fail, server } from '../test/server.ts';
import { EXAM_API_PREFIX } from '@portal/contract/exams';
import { ApiError, apiRequest, SERVICE_BASE } from './api-client.ts';
import { applyLanguage, initI18n } from './i18n.ts';
import { errorText } from './show-error.ts';
import { getSession, initSessionStore, setSession } from './session-store.ts';
import { getToasts } from './toast-store.ts';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('[API-HDR-1] [API-HDR-3] every call sends TimeZone and Source: WEB and the session cookie (same origin)', async () => {
    let seen: Request | null = null;
    server.use(http.get('/api/x', ({ request }) => ((seen = request), HttpResponse.json({ ok: 1 }))));
    await expect(apiRequest('/api/x', { query: { a: 1, b: undefined } })).resolves.toEqual({ ok: 1 });
    const request = seen as unknown as Request;
    expect(new URL(request.url).search).toBe('?a=1');
    expect(request.headers.get('TimeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(request.headers.get('Source')).toBe('WEB');
    expect(request.credentials).toBe('same-origin');
  });

  it('[API-EXAM-1] a call to the exam service goes to its prefix on the same origin (decision 036)', async () => {
    let seen: URL | null = null;
    server.use(http.get(`${EXAM_API_PREFIX}/student/testLabels`, ({ request }) => ((seen = new URL(request.url)), HttpResponse.json({ data: [] }))));
    await expect(apiRequest('/student/testLabels', { service: 'exam' })).resolves.toEqual({ data: [] });
    expect(SERVICE_BASE.exam).toBe(EXAM_API_PREFIX);
    expect(seen!.origin).toBe(window.location.origin);
    expect(seen!.pathname).toBe('/exam-api/student/testLabels');
  });

  it('[API-LOGIN-1] [ERR-STATUS-1] a call that outlives its timeout fails as "no response"', async () => {
    server.use(http.get('/api/slow', async () => (await delay('infinite'), HttpResponse.json({}))));
    const error = await failure(apiRequest('/api/slow', { timeoutMs: 50 }));
    expect(error.responded).toBe(false);
    await initI18n('en');
    expect(errorText(error)).toBe('Please check your internet connection!');
  });

  it('[ERR-STATUS-2..8] [ERR-GEN-2] a failure shows the server message, else the status text', async () => {
    await initI18n('en');
    server.use(http.get('/api/a', () => fail(400, 'Bad thing')), http.get('/api/b', () => fail(404, '')), http.get('/api/c', () => fail(418, '')));
    expect(errorText(await failure(apiRequest('/api/a')))).toBe('Bad thing');
    expect(errorText(await failure(apiRequest('/api/b')))).toBe('Not Found');
    expect(errorText(await failure(apiRequest('/api/c')))).toBe('Something went wrong! Please try after sometime.');
  });

  it('[SESSION-FORBID-1] [SESSION-FORBID-2] a 403 ends the session and shows its message once', async () => {
    await initI18n('en');
    initSessionStore();
    setSession(schoolSession);
    server.use(http.get('/api/d', () => fail(403, 'Session ended')));
    const error = await failure(apiRequest('/api/d'));
    expect(error.handled).toBe(true);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('portal.session')).toBeNull();
    expect(getToasts().map((t) => t.text)).toEqual(['Session ended']);
  });

  it('[SHELL-LANG-4] a known error code is shown in the user\'s language; English keeps the server text', async () => {
    await initI18n('en');
    server.use(http.get('/api/e', () => fail(403, 'Kindly clear fees dues to successfully login.', 'FEE_DUES')));
    const error = await failure(apiRequest('/api/e', { endSessionOn403: false }));
    expect(errorText(error)).toBe('Kindly clear fees dues to successfully login.');
    await applyLanguage('fr');
    expect(errorText(error)).toBe('Veuillez régler les frais dus pour pouvoir vous connecter.');
    await applyLanguage('en');
  });
});

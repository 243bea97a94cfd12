import { describe, expect, it } from 'vitest';
import { ZErrorBody, ZExamLabelsResponse, ZExamTimeResponse } from '@portal/contract';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { getExamTime, getLabels } from './test-requests.ts';

const t = useSignedInApp({ aarav: '9000000001', diya: '9000000002' });
describe('GET /exam-api/student/testLabels [API-EXAM-1]', () => {
  it("[API-EXAM-1] [EXAM-LABEL-1] [EXAM-LABEL-2] the school's labels in data.data, one of each test type [CONST-TEST-1], never cached", async () => {
    const res = await getLabels(t.app, t.tokens.aarav);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = ZExamLabelsResponse.parse(res.json());
    expect(body.data.map((l) => [l.label_name, l.test_type_id, l.title])).toEqual([
      ['Online Quizzes', 4, 'Online exam'],
      ['Olympiad Mock Tests', 1, 'Mock test'],
      ['Practice Sets', 2, 'Practice test'],
    ]);
  });

  it("[API-EXAM-1] the coaching institute's own labels: nobody sees another institute's", async () => {
    const body = ZExamLabelsResponse.parse((await getLabels(t.app, t.tokens.diya)).json());
    expect(body.data.map((l) => l.label_name)).toEqual(['Online Tests', 'Mock Tests', 'Practice Tests', 'Test Series']);
    const school = ZExamLabelsResponse.parse((await getLabels(t.app, t.tokens.aarav)).json()).data.map((l) => l.label_id);
    expect(body.data.some((l) => school.includes(l.label_id))).toBe(false);
  });

  it('[API-EXAM-1] [EXAM-BTN-8] a parent sees the labels of the chosen child (the list is shown, greyed)', async () => {
    const parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
    const body = ZExamLabelsResponse.parse((await getLabels(t.app, parent)).json());
    expect(body.data).toHaveLength(3);
  });

  it('[EXAM-LABEL-7] an institute without labels answers an empty list (the screen adds the placeholders)', async () => {
    const aditi = (await signIn(t.app, '9000000008')).token!;
    expect(ZExamLabelsResponse.parse((await getLabels(t.app, aditi)).json()).data).toEqual([]);
  });

  it('[SESSION-AUTH-3] without our session: 403, the spec\'s exam token in Authorization grants nothing', async () => {
    const res = await t.app.inject({ url: '/exam-api/student/testLabels', headers: { authorization: 'ZXhhbWRlc2s6dG9rZW4=', source: 'WEB' } });
    expect(res.statusCode).toBe(403);
    expect(ZErrorBody.parse(res.json()).statusCode).toBe(403);
  });

  it('[API-EXAM-1] the Bearer form of our session works as the cookie does', async () => {
    const res = await t.app.inject({ url: '/exam-api/student/testLabels', headers: { authorization: `Bearer ${t.tokens.aarav}`, source: 'WEB' } });
    expect(res.statusCode).toBe(200);
  });

  it('an unknown address under /exam-api is our JSON 404, not the web app', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/exam-api/student/nothing', headers: { source: 'WEB', 'content-type': 'application/json' }, payload: method === 'POST' ? '{}' : undefined });
      expect(res.statusCode).toBe(404);
      expect(ZErrorBody.parse(res.json())).toMatchObject({ statusCode: 404 });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('GET /exam-api/examPanel/time [API-EXAM-8]', () => {
  it("[API-EXAM-8] the server's clock in ms, seconds and ISO (decision 036), with or without a session", async () => {
    for (const token of [t.tokens.aarav, null]) {
      const res = await getExamTime(t.app, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const now = new Date(TEST_NOW).getTime();
      expect(ZExamTimeResponse.parse(res.json()).data).toEqual({ time: now, timestamp: now / 1000, iso: new Date(now).toISOString() });
    }
    t.clock.advance(1500);
    expect(ZExamTimeResponse.parse((await getExamTime(t.app, null)).json()).data.timestamp).toBe(new Date(TEST_NOW).getTime() / 1000 + 1);
  });
});

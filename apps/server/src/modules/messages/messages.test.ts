import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMessagesResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';

let t: TestApp;
let aarav: string;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

const PATH = '/api/v1/alerts/config/messagesByPhoneNo';
const fetchMsgs = (token: string | null, institute: number, phone: string, query = 'start_index=0&batch_size=1000') =>
  t.app.inject({ url: `${PATH}/${institute}/${phone}?${query}`, headers: token ? withSession(token) : { source: 'WEB' } });

describe('GET /api/v1/alerts/config/messagesByPhoneNo/{instituteId}/{countryCode}-{phone}', () => {
  it("[API-MSG-1] [MSG-LIST-1] [MSG-PHONE-1] Aarav's messages, newest first", async () => {
    const res = await fetchMsgs(aarav, 101, '91-9000000001');
    expect(res.statusCode).toBe(200);
    const list = ZMessagesResponse.parse(res.json());
    expect(list).toHaveLength(9);
    expect(list[0]).toEqual({
      message_id: expect.any(Number),
      message: 'Reminder: Parent-Teacher Meeting on Saturday, 9 AM - 1 PM. Please bring the student diary.',
      createdDateTime: '2026-11-20T18:10:00+05:30',
    });
    const times = list.map((m) => Date.parse(m.createdDateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Several on one day, so the screen has a group with more than one [MSG-LIST-2].
    expect(list.filter((m) => m.createdDateTime.startsWith('2026-11-20'))).toHaveLength(3);
  });

  it('[API-MSG-1] start_index and batch_size page through the same order', async () => {
    const all = ZMessagesResponse.parse((await fetchMsgs(aarav, 101, '91-9000000001')).json());
    const page = ZMessagesResponse.parse((await fetchMsgs(aarav, 101, '91-9000000001', 'start_index=2&batch_size=3')).json());
    expect(page).toEqual(all.slice(2, 5));
    const past = await fetchMsgs(aarav, 101, '91-9000000001', 'start_index=50&batch_size=10');
    expect(past.json()).toEqual([]);
  });

  it('[API-MSG-1] batch_size is at most 1000 and the phone needs its country code', async () => {
    expect((await fetchMsgs(aarav, 101, '91-9000000001', 'start_index=0&batch_size=1001')).statusCode).toBe(400);
    const bare = await fetchMsgs(aarav, 101, '9000000001');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/^phone: /);
  });

  it("[issue 12] [MSG-PHONE-1] the spec's client writes the calling code with its plus: the same messages", async () => {
    const plain = ZMessagesResponse.parse((await fetchMsgs(aarav, 101, '91-9000000001')).json());
    for (const phone of ['+91-9000000001', '%2B91-9000000001']) {
      const res = await fetchMsgs(aarav, 101, phone);
      expect(res.statusCode).toBe(200);
      expect(ZMessagesResponse.parse(res.json())).toEqual(plain);
    }
    // Someone else's number stays not found with the plus as without it.
    expect((await fetchMsgs(aarav, 101, '+91-9000000010')).statusCode).toBe(404);
  });

  it('[issue 12] [MSG-PHONE-1] two pluses, a plus in the middle, spaces or control characters: 400 naming the phone', async () => {
    for (const phone of ['++91-9000000001', '91-+9000000001', '%2091-9000000001', '91-9000000001%00', '%0A91-9000000001', '+91', '+-9000000001']) {
      const res = await fetchMsgs(aarav, 101, phone);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^phone: /) });
    }
  });

  it("[MSG-PHONE-2] a parent login reads the parent's own number (parent_num), not the child's", async () => {
    const { token } = await signIn(t.app, '9000000010', { student_id: 5001 });
    const own = ZMessagesResponse.parse((await fetchMsgs(token, 101, '91-9000000010')).json());
    expect(own).toHaveLength(6);
    expect(own[0]!.createdDateTime).toBe('2026-11-20T08:06:00+05:30');
    expect((await fetchMsgs(token, 101, '91-9000000001')).statusCode).toBe(404);
  });

  it('[MSG-PHONE-2] an open user reads their own number', async () => {
    const { token } = await signIn(t.app, '9000000003');
    expect(ZMessagesResponse.parse((await fetchMsgs(token, 102, '91-9000000003')).json())).toHaveLength(6);
  });

  it("another person's phone, another country code or another institute is not found", async () => {
    for (const [institute, phone] of [
      [101, '91-9000000010'],
      [101, '44-9000000001'],
      [102, '91-9000000001'],
    ] as const) {
      const res = await fetchMsgs(aarav, institute, phone);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
    }
  });

  it('[SESSION-FORBID-1] without a session the answer is 403', async () => {
    const res = await fetchMsgs(null, 101, '91-9000000001');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SESSION_ENDED' });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PANEL_ERROR_CODES, TEST_PANEL_PATH, ZErrorBody, ZPanelLaunchResponse } from '@portal/contract';
import { hashToken } from '../../lib/tokens.ts';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { PANEL_MESSAGES } from './panel-errors.ts';
import { launchTokenOf, postEnter, postLaunch, testIdByName } from './panel-test-helpers.ts';

const t = useSignedInApp({ aarav: '9000000001', diya: '9000000002', parent: { user: '9000000010', extra: { student_id: 5001 } } }, { config: { rateLimitLoginAddress: { max: 3, windowMs: 15 * 60_000 } } });
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const name of ['Online Quiz: Science (weekly practice)', 'Maths Olympiad Mock Test 1', 'Linear Equations Practice Set', 'Rational Numbers Practice Set']) {
    ids[name] = await testIdByName(t.database.db, name);
  }
  const upcoming = await t.database.db
    .selectFrom('exam_test')
    .select('id')
    .where('institute_id', '=', 101)
    .where('starts_at', '>', new Date(TEST_NOW))
    .orderBy('starts_at')
    .executeTakeFirstOrThrow();
  ids.upcoming = upcoming.id;
});

const refusal = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, ...ZErrorBody.parse(res.json()) });

describe('POST /exam-api/panel/launch (decision 040) [EXAM-BTN-5]', () => {
  it('[EXAM-BTN-2] [EXAM-BTN-5] Start on the ongoing test answers a panel address with a one-minute token in its fragment, stored hashed', async () => {
    const res = await postLaunch(t.app, t.tokens.aarav, { test_id: ids['Online Quiz: Science (weekly practice)'], test_institute_id: 101 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = ZPanelLaunchResponse.parse(res.json()).data;
    expect(data).toMatchObject({ mode: 'attempt', expires_in_seconds: 60 });
    expect(data.launch_url).toMatch(new RegExp(`^${TEST_PANEL_PATH}#launch=[A-Za-z0-9_-]{43}$`));
    const token = launchTokenOf(res);
    const row = await t.database.db.selectFrom('exam_launch').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: 1001, mode: 'attempt', attempt_id: null, used_at: null });
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(60_000);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("[EXAM-BTN-8] [TT-EXAM-8] a parent is refused with 'Parents are not allowed to give exam' (400, not the 403 that logs out)", async () => {
    const res = await postLaunch(t.app, t.tokens.parent, { test_id: ids['Online Quiz: Science (weekly practice)'] });
    expect(refusal(res)).toMatchObject({ status: 400, code: ERROR_CODES.parentNotAllowed, message: 'Parents are not allowed to give exam' });
  });

  it('a test the learner does not have, of another institute, or named with another institute is 404; no session is 403', async () => {
    expect((await postLaunch(t.app, t.tokens.diya, { test_id: ids['Online Quiz: Science (weekly practice)'] })).statusCode).toBe(404);
    expect((await postLaunch(t.app, t.tokens.aarav, { test_id: 2_000_000_000 })).statusCode).toBe(404);
    expect((await postLaunch(t.app, t.tokens.aarav, { test_id: ids['Online Quiz: Science (weekly practice)'], test_institute_id: 102 })).statusCode).toBe(404);
    expect((await postLaunch(t.app, null, { test_id: ids['Online Quiz: Science (weekly practice)'] })).statusCode).toBe(403);
  });

  it('[EXAM-LIST-5] [EXAM-LIST-8] [EXAM-LIST-9] refuses what the card no longer allows, with a reason of its own', async () => {
    expect(refusal(await postLaunch(t.app, t.tokens.aarav, { test_id: ids.upcoming }))).toMatchObject({ status: 409, code: PANEL_ERROR_CODES.notStarted, message: PANEL_MESSAGES['not-started'] });
    expect(refusal(await postLaunch(t.app, t.tokens.aarav, { test_id: ids['Maths Olympiad Mock Test 1'] }))).toMatchObject({ status: 409, code: PANEL_ERROR_CODES.alreadyTaken });
    expect(refusal(await postLaunch(t.app, t.tokens.aarav, { test_id: ids['Linear Equations Practice Set'] }))).toMatchObject({ status: 409, code: PANEL_ERROR_CODES.attemptsUsed });
  });

  it('bad input is 400 naming the field', async () => {
    const res = await postLaunch(t.app, t.tokens.aarav, { test_id: 'abc' });
    expect(refusal(res)).toMatchObject({ status: 400, code: ERROR_CODES.validation });
    expect(res.json().message).toMatch(/^test_id:/);
  });
});

describe('POST /exam-api/panel/enter: the launch token (decision 040)', () => {
  it('works once: a second use is 401 with a clear message', async () => {
    const token = launchTokenOf(await postLaunch(t.app, t.tokens.aarav, { test_id: ids['Rational Numbers Practice Set'] }));
    expect((await postEnter(t.app, t.tokens.aarav, token)).statusCode).toBe(200);
    const again = await postEnter(t.app, t.tokens.aarav, token);
    expect(refusal(again)).toMatchObject({ status: 401, code: PANEL_ERROR_CODES.launchInvalid, message: PANEL_MESSAGES.launchInvalid });
  });

  it("is spent only with the session of the learner it was made for: another student's is 404 and leaves it unspent", async () => {
    const token = launchTokenOf(await postLaunch(t.app, t.tokens.aarav, { test_id: ids['Rational Numbers Practice Set'] }));
    expect(refusal(await postEnter(t.app, null, token))).toMatchObject({ status: 401, code: PANEL_ERROR_CODES.signIn });
    expect((await postEnter(t.app, t.tokens.diya, token)).statusCode).toBe(404);
    expect(refusal(await postEnter(t.app, t.tokens.parent, token))).toMatchObject({ status: 400, code: ERROR_CODES.parentNotAllowed, message: 'Parents are not allowed to give exam' });
    expect((await postEnter(t.app, t.tokens.aarav, token)).statusCode).toBe(200);
  });

  it('works for a minute: at 60 s it is refused (and spent)', async () => {
    const late = launchTokenOf(await postLaunch(t.app, t.tokens.aarav, { test_id: ids['Rational Numbers Practice Set'] }));
    const inTime = launchTokenOf(await postLaunch(t.app, t.tokens.aarav, { test_id: ids['Rational Numbers Practice Set'] }));
    t.clock.advance(59_999);
    expect((await postEnter(t.app, t.tokens.aarav, inTime)).statusCode).toBe(200);
    t.clock.advance(1);
    expect(refusal(await postEnter(t.app, t.tokens.aarav, late))).toMatchObject({ status: 401, code: PANEL_ERROR_CODES.launchInvalid });
    t.clock.set(TEST_NOW);
    expect((await postEnter(t.app, t.tokens.aarav, late)).statusCode).toBe(401);
  });

  it('unknown tokens are counted per address (replays are not): past the limit, 429 before any lookup', async () => {
    const spent = launchTokenOf(await postLaunch(t.app, t.tokens.aarav, { test_id: ids['Rational Numbers Practice Set'] }));
    await postEnter(t.app, t.tokens.aarav, spent);
    for (let i = 0; i < 5; i++) expect((await postEnter(t.app, t.tokens.aarav, spent)).statusCode).toBe(401);
    for (const guess of ['A'.repeat(43), 'B'.repeat(43), 'not a token']) expect((await postEnter(t.app, t.tokens.aarav, guess)).statusCode).toBe(401);
    const refused = await postEnter(t.app, t.tokens.aarav, 'C'.repeat(43));
    expect(refusal(refused)).toMatchObject({ status: 429, code: ERROR_CODES.rateLimited, message: PANEL_MESSAGES.tooManyLaunches });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A valid token from the blocked address waits too: the limit is judged before the lookup.
    const valid = launchTokenOf(await postLaunch(t.app, t.tokens.aarav, { test_id: ids['Rational Numbers Practice Set'] }));
    expect((await postEnter(t.app, t.tokens.aarav, valid)).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1);
    const fresh = launchTokenOf(await postLaunch(t.app, t.tokens.aarav, { test_id: ids['Rational Numbers Practice Set'] }));
    expect((await postEnter(t.app, t.tokens.aarav, fresh)).statusCode).toBe(200);
    t.clock.set(TEST_NOW);
  });
});

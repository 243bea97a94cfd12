import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PANEL_ERROR_CODES, ZPanelBookmarkResponse } from '@portal/contract';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { deleteBookmark, getResult, getTime, item, openPanel, postBookmark, postSubmit, putAnswers, storedAttempt, testIdByName, type Who } from './panel-test-helpers.ts';

const t = useSignedInApp({ aarav: '9000000001', diya: '9000000002', parent: { user: '9000000010', extra: { student_id: 5001 } } });
let panel: Awaited<ReturnType<typeof openPanel>>;
let q: number;

beforeAll(async () => {
  panel = await openPanel(t.app, t.tokens.aarav, await testIdByName(t.database.db, 'Online Quiz: Science (weekly practice)'));
  // A question Aarav has not bookmarked yet (the demo has him bookmark some of this bank).
  q = panel.data.questions.find((x: { question_id: number }) => !panel.data.bookmarked_question_ids.includes(x.question_id)).question_id;
});

/** Every call on an attempt, with a caller. */
const calls = (id: number, who: Who) => ({
  time: () => getTime(t.app, id, who),
  save: () => putAnswers(t.app, id, who, [item(q, { kind: 'single', choice: 'a' }, 99)]),
  submit: () => postSubmit(t.app, id, who),
  bookmark: () => postBookmark(t.app, id, who, q),
  unbookmark: () => deleteBookmark(t.app, id, who, q),
  result: () => getResult(t.app, id, who),
});

describe('who may act on an attempt (decision 040)', () => {
  it("another student's session is 404 on time, save, submit, bookmark and result: the attempt's existence is not told", async () => {
    for (const [name, call] of Object.entries(calls(panel.attemptId, { session: t.tokens.diya }))) {
      const res = await call();
      expect(res.statusCode, name).toBe(404);
      expect(res.json().code, name).toBe(ERROR_CODES.notFound);
    }
    for (const [name, call] of Object.entries(calls(2_000_000_000, { session: t.tokens.aarav }))) expect((await call()).statusCode, name).toBe(404);
    expect(await storedAttempt(t.database.db, panel.attemptId)).toMatchObject({ status: 'in_progress' });
  });

  it("another attempt's cookie is 404; a parent's session 400; no credential 401 PANEL_SIGN_IN", async () => {
    const other = await t.database.db.selectFrom('exam_attempt').select('id').where('user_id', '=', 1002).executeTakeFirstOrThrow();
    for (const [name, call] of Object.entries(calls(other.id, { attempt: panel.cookie }))) expect((await call()).statusCode, name).toBe(404);
    for (const [name, call] of Object.entries(calls(panel.attemptId, { session: t.tokens.parent }))) {
      expect((await call()).json(), name).toMatchObject({ statusCode: 400, code: ERROR_CODES.parentNotAllowed, message: 'Parents are not allowed to give exam' });
    }
    for (const [name, call] of Object.entries(calls(panel.attemptId, {}))) {
      expect((await call()).json(), name).toMatchObject({ statusCode: 401, code: PANEL_ERROR_CODES.signIn });
    }
    expect(await storedAttempt(t.database.db, panel.attemptId)).toMatchObject({ status: 'in_progress' });
  });

  it('answers carry no-store; a cross-site save is refused (400 CROSS_SITE) even with the cookie', async () => {
    const res = await getTime(t.app, panel.attemptId, { attempt: panel.cookie });
    expect(res.headers['cache-control']).toBe('no-store');
    const cross = await t.app.inject({
      method: 'PUT',
      url: `/exam-api/panel/attempts/${panel.attemptId}/answers`,
      headers: { cookie: `portal_attempt=${panel.cookie}`, 'sec-fetch-site': 'cross-site' },
      payload: { answers: [item(q, null, 100)] },
    });
    expect(cross.json()).toMatchObject({ statusCode: 400, code: ERROR_CODES.crossSite });
  });
});

describe('bookmarks from the panel (data for API-EXAM-3/4)', () => {
  it('bookmarks a question of the attempt, then removes it; a question of another test is 404', async () => {
    const added = await postBookmark(t.app, panel.attemptId, { attempt: panel.cookie }, q);
    expect(ZPanelBookmarkResponse.parse(added.json()).data).toEqual({ question_id: q, bookmarked: true });
    expect((await postBookmark(t.app, panel.attemptId, { attempt: panel.cookie }, q)).statusCode).toBe(200); // twice is once, the first kept
    const row = await t.database.db.selectFrom('exam_bookmark').selectAll().where('user_id', '=', 1001).where('question_id', '=', q).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ test_id: panel.data.test.test_id, attempt_id: panel.attemptId });
    const removed = await deleteBookmark(t.app, panel.attemptId, { attempt: panel.cookie }, q);
    expect(removed.json().data).toEqual({ question_id: q, bookmarked: false });
    expect(await t.database.db.selectFrom('exam_bookmark').select('question_id').where('user_id', '=', 1001).where('question_id', '=', q).executeTakeFirst()).toBeUndefined();
    const foreign = await t.database.db.selectFrom('exam_question').select('id').where('institute_id', '=', 102).executeTakeFirstOrThrow();
    expect((await postBookmark(t.app, panel.attemptId, { attempt: panel.cookie }, foreign.id)).statusCode).toBe(404);
  });

  it('the next enter lists the bookmarks among its questions', async () => {
    await postBookmark(t.app, panel.attemptId, { attempt: panel.cookie }, q);
    const again = await openPanel(t.app, t.tokens.aarav, panel.data.test.test_id);
    expect(again.data.bookmarked_question_ids).toContain(q);
  });
});

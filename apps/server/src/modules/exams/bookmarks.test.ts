import { describe, expect, it } from 'vitest';
import { ZBookmarksResponse, ZDeleteBookmarkResponse, type TBookmark } from '@portal/contract';
import { decodeMathjax } from '@portal/domain';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { openPanel, postBookmark, testIdByName } from '../exam-panel/panel-test-helpers.ts';
import { AARAV, DIYA, getBookmarks, postDeleteBookmark, ROHAN } from './test-requests.ts';

const t = useSignedInApp({
  aarav: '9000000001',
  diya: '9000000002',
  rohan: '9000000003',
  parent: { user: '9000000010', extra: { student_id: AARAV.student } },
});

async function listed(token: string, userId: number): Promise<TBookmark[]> {
  const res = await getBookmarks(t.app, token, userId);
  expect(res.statusCode, res.body).toBe(200);
  return ZBookmarksResponse.parse(res.json()).data;
}

describe('GET /exam-api/student/testLabels/bookmark/{user_id} [API-EXAM-3]', () => {
  it("[BOOKMARK-LOAD-1] Aarav's bookmarks, newest first, as the spec's client reads them", async () => {
    const marks = await listed(t.tokens.aarav, AARAV.user);
    expect(marks).toHaveLength(4);
    const times = marks.map((m) => Date.parse(m.date_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const m of marks) {
      expect(m.date_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
      expect(decodeMathjax(m.question_mathjax)).toBe(m.question);
      expect([1, 2, 3, 5, 6, 7]).toContain(m.ques_type);
      if (m.ques_type === 1) expect(m.options.length).toBeGreaterThan(1);
      expect(typeof m.attempt_answer).toBe('string');
      expect(m.test_name).toBeTruthy();
      expect(m.question_order).toBeGreaterThan(0);
    }
  });

  it('the key, the right options and the solution only once the results are published and solutions allowed', async () => {
    const marks = await listed(t.tokens.aarav, AARAV.user);
    const shown = marks.filter((m) => m.correct_ans !== null);
    const hidden = marks.filter((m) => m.correct_ans === null);
    expect(shown).toHaveLength(3); // the published quiz's
    expect(hidden).toHaveLength(1); // the quiz still under evaluation
    for (const m of shown) {
      expect(m.correct_ans).not.toBe('');
      expect(m.answer).toBe(m.correct_ans);
      if (m.ques_type === 1) expect(m.options.filter((o) => o.is_correct === 1)).toHaveLength(1);
    }
    // A grid's key in the key=values form [BOOKMARK-QT-4].
    expect(shown.find((m) => m.ques_type === 6)?.correct_ans).toMatch(/^[a-n]=\d+(\|\d+)*(,[a-n]=\d+(\|\d+)*)*$/);
    for (const m of hidden) {
      expect([m.answer, m.feedback_mathjax, m.alies_feedback]).toEqual([null, null, null]);
      expect(m.options.every((o) => o.is_correct === null)).toBe(true);
    }
  });

  it('a question bookmarked in a test still running shows no answer', async () => {
    const before = await listed(t.tokens.diya, DIYA.user);
    const panel = await openPanel(t.app, t.tokens.diya, await testIdByName(t.database.db, 'Daily Practice Test (open now)'));
    const fresh = panel.data.questions.map((x: { question_id: number }) => x.question_id).find((id: number) => !before.some((m) => m.ques_id === id));
    expect((await postBookmark(t.app, panel.attemptId, { attempt: panel.cookie }, fresh)).statusCode).toBe(200);
    const mark = (await listed(t.tokens.diya, DIYA.user)).find((m) => m.ques_id === fresh);
    expect(mark).toMatchObject({ correct_ans: null, answer: null, alies_feedback: null, feedback_mathjax: null, attempt_answer: '' });
  });

  it('a published key is hidden again while the learner sits another test holding the same question (a bank question reused)', async () => {
    const shown = (await listed(t.tokens.aarav, AARAV.user)).filter((m) => m.correct_ans !== null);
    const reused = shown[0]!.ques_id;
    const quiz = await testIdByName(t.database.db, 'Online Quiz: Science (weekly practice)');
    await t.database.db.insertInto('exam_test_question').values({ test_id: quiz, question_id: reused, position: 99, section_no: 1 }).execute();
    await openPanel(t.app, t.tokens.aarav, quiz);
    const after = await listed(t.tokens.aarav, AARAV.user);
    expect(after.find((m) => m.ques_id === reused)).toMatchObject({ correct_ans: null, answer: null, alies_feedback: null });
    expect(after.filter((m) => m.correct_ans !== null).map((m) => m.ques_id)).toEqual(shown.slice(1).map((m) => m.ques_id));
  });

  it("[API-EXAM-3] another learner's user id is 404; a parent reads the chosen child's (or by their own id)", async () => {
    expect((await getBookmarks(t.app, t.tokens.aarav, DIYA.user)).statusCode).toBe(404);
    expect((await getBookmarks(t.app, t.tokens.parent, DIYA.user)).statusCode).toBe(404);
    const own = await listed(t.tokens.aarav, AARAV.user);
    expect((await listed(t.tokens.parent, AARAV.user)).map((m) => m.ques_id)).toEqual(own.map((m) => m.ques_id));
    expect((await getBookmarks(t.app, null, AARAV.user)).statusCode).toBe(403);
    const bad = await getBookmarks(t.app, t.tokens.aarav, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('user_id');
  });
});

describe('POST /exam-api/student/testLabels/deleteBookmark [API-EXAM-4]', () => {
  it('[BOOKMARK-RM-3] [BOOKMARK-RM-4] [BOOKMARK-RM-5] removes one: validate 1, and the reloaded list lacks it; again is still validate 1', async () => {
    const before = await listed(t.tokens.rohan, ROHAN.user);
    const q = before[0]!.ques_id;
    const res = await postDeleteBookmark(t.app, t.tokens.rohan, { student_id: ROHAN.user, question_id: q });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZDeleteBookmarkResponse.parse(res.json()).validate).toBe(1);
    expect((await listed(t.tokens.rohan, ROHAN.user)).map((m) => m.ques_id)).toEqual(before.slice(1).map((m) => m.ques_id));
    const again = await postDeleteBookmark(t.app, t.tokens.rohan, { student_id: String(ROHAN.user), question_id: String(q) });
    expect(again.json()).toMatchObject({ validate: 1 });
  });

  it("another student's id is 404 and removes nothing; a parent is 404 (parents view only); bad input is 400 naming the field", async () => {
    const diyas = await listed(t.tokens.diya, DIYA.user);
    const q = diyas[0]!.ques_id;
    expect((await postDeleteBookmark(t.app, t.tokens.aarav, { student_id: DIYA.student, question_id: q })).statusCode).toBe(404);
    expect((await postDeleteBookmark(t.app, t.tokens.parent, { student_id: AARAV.student, question_id: q })).statusCode).toBe(404);
    expect((await listed(t.tokens.diya, DIYA.user)).map((m) => m.ques_id)).toEqual(diyas.map((m) => m.ques_id));
    const bad = await postDeleteBookmark(t.app, t.tokens.aarav, { student_id: AARAV.student });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('question_id');
  });

  it("[BOOKMARK-RM-3] Aarav's own removal by his student id takes his bookmark only", async () => {
    const before = await listed(t.tokens.aarav, AARAV.user);
    const res = await postDeleteBookmark(t.app, t.tokens.aarav, { student_id: AARAV.student, question_id: before.at(-1)!.ques_id });
    expect(res.json()).toMatchObject({ validate: 1, message: 'Bookmark removed' });
    expect(await listed(t.tokens.aarav, AARAV.user)).toHaveLength(before.length - 1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { upsertAnswer, type AnswerSave } from './answers.repository.ts';

let t: TestApp;
let attemptId: number;
let questionId: number;
beforeAll(async () => {
  t = await createTestApp();
  // Aarav's open attempt (the mock to resume) and a question of its test he has not answered.
  const open = await t.database.db.selectFrom('exam_attempt').select(['id', 'test_id']).where('user_id', '=', 1001).where('status', '=', 'in_progress').executeTakeFirstOrThrow();
  attemptId = open.id;
  const q = await t.database.db.selectFrom('exam_test_question').select('question_id').where('test_id', '=', open.test_id).orderBy('position', 'desc').executeTakeFirstOrThrow();
  questionId = q.question_id;
});
afterAll(() => t.close());

const stored = () => t.database.db.selectFrom('exam_answer').select(['answer', 'seq', 'marked_for_review']).where('attempt_id', '=', attemptId).where('question_id', '=', questionId).executeTakeFirst();
const save = (seq: number, choice: string | null, over: Partial<AnswerSave> = {}): AnswerSave => ({
  attemptId,
  questionId,
  answer: choice === null ? null : { kind: 'single', choice },
  seq,
  savedAt: new Date('2026-11-21T10:01:00+05:30'),
  markedForReview: false,
  timeSpentMs: 1000,
  ...over,
});

describe('exam_answer upsert (decision 037): idempotent by (attempt, question, seq)', () => {
  it('a first save inserts; a higher seq replaces; a replay or a lower seq changes nothing', async () => {
    expect(await upsertAnswer(t.database.db, save(1, 'a'))).toBe(true);
    expect(await upsertAnswer(t.database.db, save(3, 'c', { markedForReview: true }))).toBe(true);
    expect(await upsertAnswer(t.database.db, save(2, 'b'))).toBe(false); // late retry of an older save
    expect(await upsertAnswer(t.database.db, save(3, 'd'))).toBe(false); // replay of seq 3
    expect(await stored()).toEqual({ answer: { kind: 'single', choice: 'c' }, seq: 3, marked_for_review: true });
  });

  it('clearing is a save like any other: SQL null, newer seq', async () => {
    expect(await upsertAnswer(t.database.db, save(4, null))).toBe(true);
    expect(await stored()).toEqual({ answer: null, seq: 4, marked_for_review: false });
  });
});

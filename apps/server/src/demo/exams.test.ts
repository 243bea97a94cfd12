import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZExamLabelsResponse, ZExamTestsResponse, ZTimetableResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn } from '../testing/login-helpers.ts';
import { getLabels, getLabelTests } from '../modules/exams/test-requests.ts';
import { REVISION_SET } from './exams-tests-school.ts';
import { postTimetable, timetableBody } from '../modules/timetable/test-requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KINDS = ['grid', 'matching', 'multiple', 'numeric', 'single', 'text', 'true-false'];

describe('demo exams seed (decision 036)', () => {
  it("[TT-EXAM-3] [EXAM-LIST-6] the exam open now on the timetable is the exam list's ongoing test: same id, name and window", async () => {
    for (const [phone, learner, label] of [
      ['9000000001', { student_id: 5001 }, 'Online Quizzes'],
      ['9000000002', { student_id: 5002 }, 'Online Tests'],
      ['9000000003', { user_id: 1003 }, 'Online Tests'],
    ] as const) {
      const token = (await signIn(t.app, phone)).token!;
      const institute = phone === '9000000001' ? 101 : 102;
      const day = ZTimetableResponse.parse((await postTimetable(t.app, token, timetableBody(institute, learner, '2026-11-21', '2026-11-21'))).json());
      const exam = day.result.batchTimeTableList['2026-11-21']!.find((i) => i.class_type === 'Online Exam')!;
      const labelId = ZExamLabelsResponse.parse((await getLabels(t.app, token)).json()).data.find((l) => l.label_name === label)!.label_id;
      const card = ZExamTestsResponse.parse((await getLabelTests(t.app, token, labelId)).json()).data.find((c) => c.test_id === exam.test_id)!;
      expect(card, phone).toBeDefined();
      expect(card.test_name).toBe(exam.session_name);
      // Seeded at 10:00, the timetable opens it from 09:00 for six hours (timetable-now.ts).
      expect([exam.start_time, exam.end_time]).toEqual(['09:00 AM', '03:00 PM']);
      expect([card.test_start_date, card.test_end_date]).toEqual(['2026-11-21T09:00:00+05:30', '2026-11-21T15:00:00+05:30']);
    }
  });

  it('the bank of each institute holds every question type, a passage shared by two questions, diagrams and formulas', async () => {
    const db = t.database.db;
    for (const institute of [101, 102]) {
      const kinds = await db.selectFrom('exam_question').select('kind').distinct().where('institute_id', '=', institute).orderBy('kind').execute();
      expect(kinds.map((k) => k.kind)).toEqual(KINDS);
      const shared = await db.selectFrom('exam_question').select(['passage_id', (eb) => eb.fn.countAll<number>().as('n')]).where('institute_id', '=', institute).where('passage_id', 'is not', null).groupBy('passage_id').execute();
      expect(shared.some((p) => Number(p.n) >= 2)).toBe(true);
      const stems = (await db.selectFrom('exam_question').select('stem_html').where('institute_id', '=', institute).execute()).map((q) => q.stem_html);
      expect(stems.some((s) => s.includes('<img src="data:image/svg+xml;base64,'))).toBe(true);
      expect(stems.some((s) => s.includes('\\('))).toBe(true);
    }
  });

  it('the tests open now hold every type, the passage and a diagram', async () => {
    const rows = await t.database.db
      .selectFrom('exam_test as x')
      .innerJoin('exam_test_question as tq', 'tq.test_id', 'x.id')
      .innerJoin('exam_question as q', 'q.id', 'tq.question_id')
      .select(['x.test_name', 'x.institute_id', 'q.kind', 'q.passage_id', 'q.stem_html'])
      .where('x.starts_at', '<=', new Date('2026-11-21T10:00:00+05:30'))
      .where('x.ends_at', '=', new Date('2026-11-21T15:00:00+05:30'))
      .execute();
    for (const institute of [101, 102]) {
      const own = rows.filter((r) => r.institute_id === institute);
      expect([...new Set(own.map((r) => r.kind))].sort()).toEqual(KINDS);
      expect(own.filter((r) => r.passage_id !== null).length).toBeGreaterThanOrEqual(2);
      expect(own.some((r) => r.stem_html.includes('<img'))).toBe(true);
    }
  });

  it('[REPORT-SUM-1] [REPORT-PCT-1] the published tests were sat by the classmates too: scored attempts of one full mark, spread scores', async () => {
    const rows = await t.database.db
      .selectFrom('exam_attempt as a')
      .innerJoin('exam_test as x', 'x.id', 'a.test_id')
      .select(['x.test_name', 'a.user_id', 'a.score', 'a.max_marks', 'a.status', 'a.finished_at', 'a.deadline'])
      .where('x.is_result_published', '=', true)
      .where('x.test_type_id', '=', 4)
      .where('x.ends_at', '<', new Date('2026-11-21T10:00:00+05:30'))
      .execute();
    const byTest = new Map<string, typeof rows>();
    for (const r of rows) byTest.set(r.test_name, [...(byTest.get(r.test_name) ?? []), r]);
    // Aarav's, Diya's and Rohan's last test (which they sat) and the one before it (which they missed).
    expect(byTest.size).toBe(6);
    expect([...byTest.values()].filter((list) => list.some((r) => r.user_id < 2000))).toHaveLength(3);
    for (const list of byTest.values()) {
      expect(list.length).toBeGreaterThanOrEqual(20);
      expect(new Set(list.map((r) => r.max_marks)).size).toBe(1);
      expect(new Set(list.map((r) => r.score)).size).toBeGreaterThan(5);
      for (const r of list) expect(r.finished_at!.getTime()).toBeLessThanOrEqual(r.deadline.getTime());
    }
    // Some ran out of time: closed at their deadline with their answers.
    expect(rows.some((r) => r.status === 'expired' && r.finished_at!.getTime() === r.deadline.getTime())).toBe(true);
  });

  it('every saved answer is of its question\'s kind; the open attempts hold a replaced answer (seq 3) and a review mark without answer', async () => {
    const mismatched = await sql<{ n: number }>`select count(*)::int as n from exam_answer a join exam_question q on q.id = a.question_id
      where a.answer is not null and a.answer ->> 'kind' <> q.kind`.execute(t.database.db);
    expect(mismatched.rows[0]!.n).toBe(0);
    const open = await t.database.db.selectFrom('exam_attempt as a').innerJoin('exam_answer as s', 's.attempt_id', 'a.id').select(['a.user_id', 's.seq', 's.answer', 's.marked_for_review']).where('a.status', '=', 'in_progress').execute();
    expect(new Set(open.map((o) => o.user_id))).toEqual(new Set([1001, 1002]));
    expect(open.some((o) => o.seq === 3)).toBe(true);
    expect(open.some((o) => o.answer === null && o.marked_for_review)).toBe(true);
  });

  it("Class 8 - B's revision set (the phone journey's): Ishaan's own, unlimited and published, with a grid of five columns, a long passage and every kind; Aarav never sees it", async () => {
    const practiceSets = async (token: string) => {
      const labelId = ZExamLabelsResponse.parse((await getLabels(t.app, token)).json()).data.find((l) => l.label_name === 'Practice Sets')!.label_id;
      return ZExamTestsResponse.parse((await getLabelTests(t.app, token, labelId)).json()).data;
    };
    const ishaan = (await signIn(t.app, '9000000004', { user_id: 1004, institute_id: 101, user_type: 1 })).token!;
    const set = (await practiceSets(ishaan)).find((x) => x.test_name === REVISION_SET)!;
    expect(set).toMatchObject({ test_limit: 0, total_attempts: 0, is_result_published: 1 });
    const aarav = (await signIn(t.app, '9000000001')).token!;
    expect((await practiceSets(aarav)).map((x) => x.test_name)).not.toContain(REVISION_SET);

    const questions = await t.database.db
      .selectFrom('exam_test_question as tq')
      .innerJoin('exam_question as q', 'q.id', 'tq.question_id')
      .leftJoin('exam_passage as p', 'p.id', 'q.passage_id')
      .select(['q.kind', 'q.options', 'p.body_html'])
      .where('tq.test_id', '=', set.test_id)
      .execute();
    expect([...new Set(questions.map((q) => q.kind))].sort()).toEqual(KINDS);
    const columns = questions.filter((q) => q.kind === 'grid').map((q) => (typeof q.options === 'string' ? JSON.parse(q.options) : q.options).columns.length);
    expect(Math.max(...columns)).toBe(5);
    expect(Math.max(...questions.map((q) => q.body_html?.length ?? 0))).toBeGreaterThan(1500);
  });

  it("[BOOKMARK-LOAD-1] the demo learners' bookmarks and Diya's product", async () => {
    const marks = await t.database.db.selectFrom('exam_bookmark').select('user_id').execute();
    expect(new Set(marks.map((m) => m.user_id))).toEqual(new Set([1001, 1002, 1003]));
    const products = await t.database.db.selectFrom('exam_product_test').select('test_id').where('user_id', '=', 1002).execute();
    expect(products).toHaveLength(3);
  });
});

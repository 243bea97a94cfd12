import type { Insertable } from 'kysely';
import type { ExamAnswerTable } from '../db/types-exams.ts';
import { bulkInsert, reserveIds, type BulkColumn } from './bulk-insert.ts';
import type { SeedContext } from './context.ts';
import { attemptsOf, type AnswerRow, type AttemptRow, type StoredTest } from './exams-attempts.ts';
import { COACHING_BANK } from './exams-bank-coaching.ts';
import { SCHOOL_BANK } from './exams-bank-school.ts';
import { cohortOf, seedClassmates } from './exams-classmates.ts';
import { seedOfflineExams } from './exams-offline.ts';
import { reserveTestIds, storeBank, storeTest } from './exams-store.ts';
import { COACHING_LABELS, coachingTests, DIYA_USER, ROHAN_USER } from './exams-tests-coaching.ts';
import { AARAV_USER, SCHOOL_LABELS, schoolTests } from './exams-tests-school.ts';
import { timetableExams } from './exams-timetable.ts';
import { COACHING_ID, SCHOOL_ID } from './institutes.ts';

/** The product of Diya's tests sold through the store [API-EXAM-5..7]; the cohort bought it too. */
export const DEMO_PRODUCT = { product_id: 9101, product_name: 'JEE Main Test Series 2027' };
const PRODUCT_TESTS = ['product-mock-open', 'product-mock-past', 'product-online-upcoming'];
/** Questions the demo learners bookmarked in tests they sat: test ref and question positions. */
const BOOKMARKS: [user: number, test: string, positions: number[]][] = [
  [AARAV_USER, 'school-published', [2, 5, 8]],
  [AARAV_USER, 'school-evaluating', [1]],
  [DIYA_USER, 'jee-published', [1, 6, 11]],
  [ROHAN_USER, 'neet-published', [3, 7]],
];

/** Current-year batches by `institute|name`. */
async function currentBatches(ctx: SeedContext): Promise<Map<string, number>> {
  const rows = await ctx.trx.selectFrom('batch').select(['id', 'institute_id', 'name', 'academic_year_id']).execute();
  const current = new Set([...ctx.years.values()].map((y) => y.current));
  return new Map(rows.filter((b) => b.academic_year_id !== null && current.has(b.academic_year_id)).map((b) => [`${b.institute_id}|${b.name}`, b.id]));
}

async function storeLabels(ctx: SeedContext, institute: number, labels: readonly { label_name: string; test_type_id: 1 | 2 | 4; title: string }[]) {
  const rows = await ctx.trx
    .insertInto('exam_label')
    .values(labels.map((l, i) => ({ institute_id: institute, ...l, sort_order: i + 1 })))
    .returning(['id', 'label_name'])
    .execute();
  return new Map(rows.map((r) => [r.label_name, r.id]));
}

/**
 * The demo exams (migration 0011, decision 036): labels of each type at the school and the
 * coaching institute, a question bank of every type with passages, diagrams and formulas, tests
 * in every list status for Aarav, Diya and Rohan (the ones open now are the timetable's),
 * attempts of 30 classmates each so ranks mean something, Diya's product tests, bookmarks, and
 * offline exams with marks and ranks. Dated from ctx.now and the stored timetable.
 */
export async function seedExams(ctx: SeedContext): Promise<void> {
  const { trx } = ctx;
  const school = ctx.years.get(SCHOOL_ID);
  const coaching = ctx.years.get(COACHING_ID);
  if (!school || !coaching) return;
  await trx.insertInto('exam_setting').values([{ institute_id: SCHOOL_ID, show_exam_rank: true }, { institute_id: COACHING_ID, show_exam_rank: true }]).execute();
  const batchIds = await currentBatches(ctx);
  await seedClassmates(ctx, batchIds);

  const labels = new Map([
    [SCHOOL_ID, await storeLabels(ctx, SCHOOL_ID, SCHOOL_LABELS)],
    [COACHING_ID, await storeLabels(ctx, COACHING_ID, COACHING_LABELS)],
  ]);
  const banks = new Map([
    [SCHOOL_ID, await storeBank(ctx, SCHOOL_ID, SCHOOL_BANK)],
    [COACHING_ID, await storeBank(ctx, COACHING_ID, COACHING_BANK)],
  ]);
  const tt = (institute: number, year: number, batch: string) => timetableExams(trx, institute, year, batch, ctx.now);
  const plans = [
    ...schoolTests(ctx.today, ctx.now, await tt(SCHOOL_ID, school.current, 'Class 8 - A')),
    ...coachingTests(ctx.today, ctx.now, await tt(COACHING_ID, coaching.current, 'JEE 2027 - Batch A'), await tt(COACHING_ID, coaching.current, 'NEET Crash Course 2027')),
  ];
  const own = await reserveTestIds(ctx, plans.filter((p) => p.id === undefined).length);
  const tests: StoredTest[] = [];
  for (const plan of plans) {
    const id = plan.id ?? own.shift()!;
    const label = plan.label === null ? null : labels.get(plan.institute)!.get(plan.label)!;
    tests.push(await storeTest(ctx, { ...plan, id }, label, banks.get(plan.institute)!, batchIds));
  }

  const attempts: AttemptRow[] = [];
  const answers: AnswerRow[] = [];
  const total = tests.reduce((n, t) => n + t.sittings.reduce((m, s) => m + (s.done ?? 0) + (s.open ? 1 : 0), 0) + (t.cohort ? 30 : 0), 0);
  const ids = await reserveIds(trx, 'exam_attempt', total);
  for (const test of tests) {
    const made = attemptsOf(test, test.cohort ? cohortOf(test.cohort) : [], ctx.now, () => ids.shift()!);
    attempts.push(...made.attempts);
    answers.push(...made.answers);
  }
  for (let i = 0; i < attempts.length; i += 500) await trx.insertInto('exam_attempt').values(attempts.slice(i, i + 500)).execute();
  await bulkInsert(trx, 'exam_answer', answers, ANSWER_COLUMNS);

  const byRef = new Map(tests.map((t) => [t.ref, t]));
  const buyers = [DIYA_USER, ...cohortOf('coaching').map((c) => c.userId)];
  await trx
    .insertInto('exam_product_test')
    .values(PRODUCT_TESTS.flatMap((ref, i) => buyers.map((user_id) => ({ user_id, ...DEMO_PRODUCT, test_id: byRef.get(ref)!.id, test_institute_id: COACHING_ID, assigned_at: new Date(ctx.now.getTime() - (30 - i) * 86_400_000) }))))
    .execute();
  const bookmarks = BOOKMARKS.flatMap(([user, ref, positions]) => {
    const test = byRef.get(ref)!;
    const attempt = attempts.find((a) => a.test_id === test.id && a.user_id === user);
    return positions.map((p, i) => ({ user_id: user, question_id: test.questions[p - 1]!.id, test_id: test.id, attempt_id: attempt?.id ?? null, created_at: new Date(ctx.now.getTime() - (i + 1) * 3_600_000) }));
  });
  await trx.insertInto('exam_bookmark').values(bookmarks).execute();
  await seedOfflineExams(ctx, batchIds, batchIds.get(`${SCHOOL_ID}|Class 8 - A`));
}

const ANSWER_COLUMNS: BulkColumn<Insertable<ExamAnswerTable>>[] = [
  ['attempt_id', 'int'],
  ['question_id', 'int'],
  ['answer', 'jsonb'],
  ['seq', 'int'],
  ['saved_at', 'timestamptz'],
  ['marked_for_review', 'boolean'],
  ['time_spent_ms', 'int'],
];

import type { AreaContext } from '../area-handler.ts';

/** What the tests and the question bank ask before changing what students have already sat (decision 082). */

/** How many attempts (finished or not) a test of the institute has. */
export async function attemptCount({ trx, instituteId }: AreaContext, testId: number): Promise<number> {
  const row = await trx
    .selectFrom('exam_attempt as a')
    .innerJoin('exam_test as t', 't.id', 'a.test_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('a.test_id', '=', testId)
    .where('t.institute_id', '=', instituteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The names of the institute's tests that hold a question, those with attempts first. */
export async function testsHolding({ trx, instituteId }: AreaContext, questionId: number): Promise<{ name: string; attempted: boolean }[]> {
  const rows = await trx
    .selectFrom('exam_test_question as tq')
    .innerJoin('exam_test as t', 't.id', 'tq.test_id')
    .select((eb) => ['t.test_name', eb.exists(eb.selectFrom('exam_attempt as a').select('a.id').whereRef('a.test_id', '=', 't.id')).as('attempted')])
    .where('tq.question_id', '=', questionId)
    .where('t.institute_id', '=', instituteId)
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({ name: r.test_name, attempted: Boolean(r.attempted) })).sort((a, b) => Number(b.attempted) - Number(a.attempted));
}

/** JSON with object keys sorted: jsonb gives keys back in its own order, so stored and new values compare by this. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** A few names for a message: 'A', 'B' and 3 more. */
export function someNames(names: string[]): string {
  const shown = names.slice(0, 3).map((n) => `'${n}'`);
  return names.length > 3 ? `${shown.join(', ')} and ${names.length - 3} more` : shown.join(', ');
}

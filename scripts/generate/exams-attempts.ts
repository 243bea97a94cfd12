import { sql } from 'kysely';
import { byInstitutes, once, type GenerateContext } from './context.ts';
import { BANK_PER_SUBJECT, TEST_QUESTIONS } from './exams-tests.ts';

/**
 * Question pos of a learner's attempt at a test: left unanswered (about 1 in 10), or right
 * with the learner's ability (35-95%, fixed per learner). The attempt's score and its saved
 * answers are computed from these same rolls, so the two always agree.
 */
const left = sql.raw('pg_temp.roll(user_id, test_id * 32 + pos * 2) < 0.1');
const right = sql.raw('pg_temp.roll(user_id, test_id * 32 + pos * 2 + 1) < 0.35 + 0.6 * pg_temp.roll(user_id, 77)');

/**
 * The attempts at every online test that has closed: 85% of its batches' learners sat it once,
 * starting somewhere in the window, 12 to 29 minutes of its 30; one in ten ran out the clock
 * (expired). Scored as the panel scores: right answers' marks less wrong answers' negatives.
 */
export async function addAttempts(ctx: GenerateContext): Promise<void> {
  const now = sql`${ctx.now}::timestamptz`;
  await byInstitutes(ctx, 'exam_attempt', (from, to) => sql`
    insert into exam_attempt (test_id, user_id, attempt_no, started_at, deadline, finished_at, status, score, max_marks, right_count, partial_count,
      wrong_count, left_count, time_taken_seconds, scored_at)
    select test_id, user_id, 1, started, started + interval '30 minutes', finished, case when expired then 'expired' else 'submitted' end,
      c.rights * m.marks - c.wrongs * m.negative, ${sql.lit(TEST_QUESTIONS)} * m.marks, c.rights, 0, c.wrongs, c.lefts,
      extract(epoch from finished - started)::int, finished
    from (
      select t.id as test_id, s.user_id, t.school, pg_temp.roll(s.user_id, t.id) < 0.1 as expired,
        t.starts_at + pg_temp.roll(s.g, t.id) * (t.ends_at - t.starts_at - interval '30 minutes') as started
      from gen_student s cross join lateral (values (s.cur_batch), (s.prev_batch)) v (batch_id)
      join gen_batch b on b.id = v.batch_id join gen_test t on t.n = b.n and t.year = b.year and t.grp = b.grp
      where t.label = 1 and t.ends_at < ${now} and s.n between ${sql.lit(from)} and ${sql.lit(to)} and pg_temp.roll(s.user_id, t.id * 2 + 1) < 0.85
    ) a
    cross join lateral (select case when expired then started + interval '30 minutes' else started + (12 + 17 * pg_temp.roll(user_id, test_id + 5)) * interval '1 minute' end as finished) f
    cross join lateral (select case when school then 1 else 4 end as marks, case when school then 0 else 1 end as negative) m
    cross join lateral (select count(*) filter (where ${left}) as lefts, count(*) filter (where not ${left} and ${right}) as rights,
      count(*) filter (where not ${left} and not ${right}) as wrongs from generate_series(1, ${sql.lit(TEST_QUESTIONS)}) pos) c
    order by started`);
}

/** The saved answers of those attempts (none for a question left), and a bookmark in one attempt of ten. */
export async function addAnswers(ctx: GenerateContext): Promise<void> {
  const answered = sql`from exam_attempt a join gen_test t on t.id = a.test_id
    cross join generate_series(1, ${sql.lit(TEST_QUESTIONS)}) pos
    join gen_question q on q.n = t.n and q.subject = t.subject and q.j = 1 + (t.t + pos) % ${sql.lit(BANK_PER_SUBJECT)}`;
  await byInstitutes(ctx, 'exam_answer', (from, to) => sql`
    insert into exam_answer (attempt_id, question_id, answer, seq, saved_at, marked_for_review, time_spent_ms)
    select a.id, q.id, jsonb_build_object('kind', 'single', 'choice', case when ${right} then q.correct else chr(97 + (ascii(q.correct) - 96) % 4) end), 1,
      a.started_at + pos * (a.finished_at - a.started_at) / ${sql.lit(TEST_QUESTIONS + 1)}, pos = 7 and a.id % 9 = 0, a.time_taken_seconds * 100
    ${answered}
    where t.n between ${sql.lit(from)} and ${sql.lit(to)} and not ${left}`);
  // The third question, bookmarked in one attempt of ten; once per learner and question.
  await once(ctx, 'exam_bookmark', sql`insert into exam_bookmark (user_id, question_id, test_id, attempt_id, created_at)
    select distinct on (a.user_id, q.id) a.user_id, q.id, a.test_id, a.id, a.finished_at
    from exam_attempt a join gen_test t on t.id = a.test_id
    -- A lookup per attempt: as a join, a misestimate of the test-question pairs made the planner scan the attempts once per test.
    cross join lateral (select id from gen_question q where q.n = t.n and q.subject = t.subject and q.j = 1 + (t.t + 3) % ${sql.lit(BANK_PER_SUBJECT)}) q
    where a.id % 10 = 0
    order by a.user_id, q.id, a.id`);
}

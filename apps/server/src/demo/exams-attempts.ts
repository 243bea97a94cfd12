import type { Insertable } from 'kysely';
import type { Answer, QuestionKey } from '@portal/domain/exam/question-types';
import { scoreAttempt } from '@portal/domain/exam/attempt-score';
import { scoredAttemptColumns } from '../modules/exam-panel/attempt-score-columns.ts';
import type { ExamAnswerTable, ExamAttemptTable } from '../db/types-exams.ts';
import type { Classmate } from './exams-classmates.ts';
import type { QuestionSeed, Sitting, TestSeed } from './exams-types.ts';
import { plusMinutes } from './exams-when.ts';
import { hashOf } from './timetable-plan.ts';

/** A test as stored: its id and its questions with their ids and keys (marks included). */
export type StoredTest = TestSeed & { id: number; questions: { id: number; section: string; seed: QuestionSeed; key: QuestionKey }[] };

export type AttemptRow = Insertable<ExamAttemptTable> & { id: number };
export type AnswerRow = Insertable<ExamAnswerTable>;

/** A number in [0, 1) fixed by its text, so the demo attempts are the same at every seed. */
const roll = (text: string) => (hashOf(text) % 10_000) / 10_000;

function rightAnswer(key: QuestionKey): Answer {
  switch (key.kind) {
    case 'single':
      return { kind: 'single', choice: key.correct };
    case 'multiple':
      return { kind: 'multiple', choices: key.correct };
    case 'true-false':
      return { kind: 'true-false', value: key.correct };
    case 'numeric':
      return { kind: 'numeric', text: String(key.value) };
    case 'text':
      return { kind: 'text', text: key.accepted[0] ?? '' };
    case 'matching':
      return { kind: 'matching', pairs: key.pairs };
    case 'grid':
      return { kind: 'grid', rows: key.rows };
  }
}

/** A plausible wrong answer: another choice, the other truth value, a number off by one, two pairs swapped, a row changed. */
function wrongAnswer(seed: QuestionSeed, key: QuestionKey): Answer {
  const choices = seed.options?.choices?.map((c) => c.id) ?? [];
  switch (key.kind) {
    case 'single':
      return { kind: 'single', choice: choices.find((c) => c !== key.correct) ?? key.correct };
    case 'multiple':
      return { kind: 'multiple', choices: [choices.find((c) => !key.correct.includes(c)) ?? key.correct[0]!] };
    case 'true-false':
      return { kind: 'true-false', value: !key.correct };
    case 'numeric':
      return { kind: 'numeric', text: String(Number(key.value) + 1) };
    case 'text':
      return { kind: 'text', text: 'not sure' };
    case 'matching': {
      const [a, b] = Object.keys(key.pairs);
      return { kind: 'matching', pairs: { ...key.pairs, [a!]: key.pairs[b!]!, [b!]: key.pairs[a!]! } };
    }
    case 'grid': {
      const columns = seed.options?.columns?.map((c) => c.id) ?? [];
      const [first] = Object.keys(key.rows);
      const other = columns.filter((c) => !key.rows[first!]!.includes(c));
      return { kind: 'grid', rows: { ...key.rows, [first!]: other.length ? [other[0]!] : [] } };
    }
  }
}

/** The answer a learner of `ability` gives: none (about 1 in 10), right, or wrong. */
function answerOf(q: StoredTest['questions'][number], ability: number, salt: string): Answer | null {
  if (roll(`${salt}|left`) < 0.1) return null;
  return roll(`${salt}|right`) < ability ? rightAnswer(q.key) : wrongAnswer(q.seed, q.key);
}

type Sitter = { userId: number; ability: number; done: number; open: boolean; classmate: boolean };

/** The demo learners' sittings and the cohort's: most of the class, of spread abilities, once each. */
function sittersOf(test: StoredTest, cohort: readonly Classmate[]): Sitter[] {
  const own = test.sittings.map((s: Sitting) => ({ userId: s.userId, ability: s.ability, done: s.done ?? 0, open: s.open ?? false, classmate: false }));
  const others = cohort
    .filter((c) => roll(`${test.ref}|${c.userId}|sat`) < 0.9)
    .map((c) => ({ userId: c.userId, ability: 0.3 + 0.65 * roll(`${c.userId}|ability`), done: 1, open: false, classmate: true }));
  return [...own, ...others];
}

/**
 * The attempts and saved answers of a demo test (decision 036): finished attempts spread over
 * the window up to now, scored by the domain's rules (exact fractions, rounded once), about one
 * in ten closed at its deadline rather than submitted; an open attempt started 15 minutes ago
 * with three answers and two questions marked for review, to resume.
 */
export function attemptsOf(test: StoredTest, cohort: readonly Classmate[], now: Date, nextId: () => number): { attempts: AttemptRow[]; answers: AnswerRow[] } {
  const attempts: AttemptRow[] = [];
  const answers: AnswerRow[] = [];
  const windowEnd = Math.min(test.end.getTime(), now.getTime());
  for (const s of sittersOf(test, cohort)) {
    for (let n = 1; n <= s.done; n++) {
      const salt = `${test.ref}|${s.userId}|${n}`;
      const latest = Math.max(test.start.getTime(), windowEnd - test.duration * 60_000 - 60_000);
      const started = new Date(test.start.getTime() + ((n - 1 + roll(salt)) / s.done) * (latest - test.start.getTime()));
      started.setSeconds(0, 0);
      const deadline = new Date(Math.min(plusMinutes(started, test.duration).getTime(), test.end.getTime()));
      const timedOut = s.classmate && roll(`${salt}|late`) < 0.1;
      const finished = timedOut ? deadline : new Date(Math.min(deadline.getTime(), started.getTime() + test.duration * 60_000 * (0.55 + 0.4 * roll(`${salt}|time`))));
      finished.setMilliseconds(0);
      const id = nextId();
      const given = test.questions.map((q) => ({ q, answer: answerOf(q, s.ability, `${salt}|${q.id}`) }));
      const score = scoreAttempt(
        test.questions.map((q) => ({ id: String(q.id), subject: q.section, key: q.key })),
        Object.fromEntries(given.map((g) => [String(g.q.id), { answer: g.answer }])),
      );
      const scored = scoredAttemptColumns(score, { started, finished, scored: finished });
      const taken = scored.time_taken_seconds;
      const answered = given.filter((g) => g.answer !== null);
      answered.forEach((g, i) =>
        answers.push({
          attempt_id: id,
          question_id: g.q.id,
          answer: JSON.stringify(g.answer),
          seq: 1,
          saved_at: new Date(started.getTime() + ((i + 1) / (answered.length + 1)) * taken * 1000),
          marked_for_review: roll(`${salt}|${g.q.id}|mark`) < 0.1,
          time_spent_ms: Math.round((taken * 1000) / Math.max(1, answered.length)),
        }),
      );
      attempts.push({
        id,
        test_id: test.id,
        user_id: s.userId,
        attempt_no: n,
        started_at: started,
        deadline,
        finished_at: finished,
        status: timedOut ? 'expired' : 'submitted',
        ...scored,
      });
    }
    if (s.open) {
      const id = nextId();
      const started = plusMinutes(now, -15);
      started.setSeconds(0, 0);
      attempts.push({ id, test_id: test.id, user_id: s.userId, attempt_no: s.done + 1, started_at: started, deadline: new Date(Math.min(plusMinutes(started, test.duration).getTime(), test.end.getTime())), finished_at: null, status: 'in_progress' });
      test.questions.slice(0, 4).forEach((q, i) => {
        const answer = i === 3 ? null : answerOf(q, s.ability, `${test.ref}|${s.userId}|open|${q.id}`) ?? rightAnswer(q.key);
        answers.push({ attempt_id: id, question_id: q.id, answer: answer === null ? null : JSON.stringify(answer), seq: i === 0 ? 3 : 1, saved_at: plusMinutes(started, 2 * (i + 1)), marked_for_review: i >= 2, time_spent_ms: 90_000 });
      });
    }
  }
  return { attempts, answers };
}

import type { Kysely } from 'kysely';
import type { TPanelEnter, TPanelResult, TPanelSavedAnswer } from '@portal/contract';
import { secondsLeft } from '@portal/domain';
import type { DB } from '../../db/types.ts';
import { attemptAnswers, bookmarkedAmong } from './answers.repository.ts';
import type { AttemptRow, TestRow } from './attempt.repository.ts';
import type { TestContent } from './test-content.ts';

/** The attempt's clock and state as the panel reads it: seconds left from the stored deadline, never the device's clock. */
export function attemptState(attempt: AttemptRow, now: Date): TPanelEnter['attempt'] {
  const open = attempt.status === 'in_progress';
  return {
    attempt_id: attempt.id,
    attempt_no: attempt.attempt_no,
    status: attempt.status,
    started_at_ms: attempt.started_at.getTime(),
    deadline_ms: attempt.deadline.getTime(),
    finished_at_ms: attempt.finished_at?.getTime() ?? null,
    seconds_left: open ? secondsLeft(now.getTime(), attempt.deadline.getTime()) : 0,
    server_now_ms: now.getTime(),
  };
}

type ViewFacts = { mode: 'attempt' | 'review'; test: TestRow; content: TestContent; attempt: AttemptRow; result: TPanelResult | null; now: Date };

/** What enter answers, reading the attempt's saved answers and the learner's bookmarks (buildPanelView). */
export async function panelView(db: Kysely<DB>, view: ViewFacts): Promise<TPanelEnter> {
  const ids = view.content.questions.map((q) => q.question_id);
  const [answers, bookmarks] = await Promise.all([attemptAnswers(db, view.attempt.id), bookmarkedAmong(db, view.attempt.user_id, ids)]);
  return buildPanelView({ ...view, answers, bookmarks });
}

/**
 * What enter answers: the test as drawn (from the shared content: no key, no solution), the
 * attempt's saved answers with their seq (the device merges by the higher), the learner's
 * bookmarks among the test's questions (others are left out), and the result of a published review.
 */
export function buildPanelView(view: ViewFacts & { answers: TPanelSavedAnswer[]; bookmarks: number[] }): TPanelEnter {
  const { test, content, attempt } = view;
  const ids = new Set(content.questions.map((q) => q.question_id));
  return {
    mode: view.mode,
    attempt: attemptState(attempt, view.now),
    test: {
      test_id: test.id,
      test_name: test.test_name,
      test_type_id: test.test_type_id,
      title: test.title,
      instructions_html: test.instructions_html,
      duration_minutes: test.duration_minutes,
      total_marks: content.totalMarks,
      negative_marking: content.negativeMarking,
    },
    sections: content.sections,
    questions: content.questions,
    passages: content.passages,
    answers: view.answers,
    bookmarked_question_ids: view.bookmarks.filter((id) => ids.has(id)),
    result: view.result,
  };
}

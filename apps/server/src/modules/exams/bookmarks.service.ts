import { Buffer } from 'node:buffer';
import type { Kysely } from 'kysely';
import type { TBookmark } from '@portal/contract';
import { answerText, isoInZone, keyText, QUES_TYPE_ID } from '@portal/domain';
import type { DB } from '../../db/types.ts';
import type { QuestionOptions } from '../../db/types-exams.ts';
import { notFound } from '../../http-error.ts';
import { assertUser, type SessionContext } from '../../session-context.ts';
import type { PanelRecordsService } from '../exam-panel/panel-records.service.ts';
import { bookmarksOf, type BookmarkRow } from './bookmarks.repository.ts';
import { examLearner } from './exam-learner.ts';
import { findTimeZone } from './exams.repository.ts';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The two columns of a matching or grid question side by side; choices with their rightness when the key may be seen. */
function optionsOf(row: BookmarkRow, correct: ReadonlySet<string> | null): TBookmark['options'] {
  const o: QuestionOptions = row.options ?? {};
  if (o.choices) return o.choices.map((c) => ({ answer_option: c.html, is_correct: correct ? (correct.has(c.id) ? 1 : 0) : null, answer_choice_option: null }));
  const [first, second] = o.left ? [o.left, o.right ?? []] : o.rows ? [o.rows, o.columns ?? []] : [[], []];
  return Array.from({ length: Math.max(first.length, second.length) }, (_, i) => ({
    answer_option: first[i]?.html ?? '',
    is_correct: null,
    answer_choice_option: second[i]?.html ?? null,
  }));
}

/**
 * A bookmark as the spec's client reads it [S2 §3 Bookmark]. The key, the options' rightness
 * and the solution only when the test's results are published, its solutions may be seen and
 * the attempt it was bookmarked in is over, and never while the learner sits a test holding the
 * same question (a bank question reused) (decision 043): a question bookmarked mid-test shows no
 * answer until then.
 */
function toBookmark(row: BookmarkRow, timeZone: string): TBookmark {
  const over = row.attempt_status !== null && row.attempt_status !== 'in_progress';
  const revealed = row.is_result_published === true && row.is_download_solution === true && over && !row.sitting;
  const key = revealed ? row.answer_key : null;
  const correct = key?.kind === 'single' ? new Set([key.correct]) : key?.kind === 'multiple' ? new Set(key.correct) : key ? new Set<string>() : null;
  const correctText = key ? keyText(key, row.options ?? {}) : null;
  const solution = revealed ? (row.solution_html ?? null) : null;
  return {
    ques_id: row.question_id,
    question: row.stem_html,
    question_mathjax: base64(row.stem_html),
    description: row.passage_html ?? null,
    description_mathjax: row.passage_html ? base64(row.passage_html) : null,
    ques_type: QUES_TYPE_ID[row.kind],
    options: optionsOf(row, correct),
    attempt_answer: answerText(row.answer ?? null, row.options ?? {}),
    correct_ans: correctText,
    feedback_mathjax: solution === null ? null : base64(solution),
    alies_feedback: solution,
    is_multi_lingual: 0,
    answer: correctText,
    media_data: (row.media ?? []).map((m) => ({ media_type: m.media_type, source_path: m.source_path })),
    date_time: isoInZone(row.created_at, timeZone),
    test_id: row.test_id,
    test_name: row.test_name ?? null,
    question_order: row.position ?? null,
  };
}

/** The bookmarked questions [API-EXAM-3] [API-EXAM-4]: the session's learner's only. */
export function createBookmarksService(db: Kysely<DB>, records: PanelRecordsService) {
  return {
    /** The path's user id must be the session's learner (a parent's chosen child, or the parent's own id); else 404. */
    async list(session: SessionContext, userId: number): Promise<TBookmark[]> {
      assertUser(session, userId);
      const learner = examLearner(session);
      const [rows, { time_zone }] = await Promise.all([bookmarksOf(db, learner.userId), findTimeZone(db, learner.instituteId)]);
      return rows.map((r) => toBookmark(r, time_zone));
    },

    /**
     * Removes one [BOOKMARK-RM-3]: student_id is the session's student (an open user, who has
     * none, sends their user id). Removing one already gone also answers validate 1: the list
     * the learner reloads [BOOKMARK-RM-5] is the same either way.
     */
    async remove(session: SessionContext, studentId: number, questionId: number): Promise<{ removed: boolean }> {
      const own = session.studentId ?? session.userId;
      if (studentId !== own) throw notFound();
      return { removed: await records.removeBookmark(session.userId, questionId) };
    },
  };
}
export type BookmarksService = ReturnType<typeof createBookmarksService>;

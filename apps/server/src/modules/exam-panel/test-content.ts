import type { Kysely } from 'kysely';
import type { TPanelQuestion } from '@portal/contract';
import { QUES_TYPE_ID, roundMarks, toRational, type QuestionKey, type QuestionKind, type ScorableQuestion } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { DB } from '../../db/types.ts';
import { writeContent } from './enter-serializer.ts';
import { passagesById, testQuestions, testSections, type TestQuestionRow } from './test-content.repository.ts';

/** What every attempt of a test shares: the questions as drawn (no keys), and the keys to score with. */
export type TestContent = {
  questions: TPanelQuestion[];
  sections: { section_no: number; section_name: string; question_ids: number[] }[];
  passages: { passage_id: number; title: string; body_html: string }[];
  kinds: ReadonlyMap<number, QuestionKind>;
  scorable: ScorableQuestion[];
  /** The stored key (marks apart) and solution per question, for a published review. */
  solutions: ReadonlyMap<number, { key: unknown; solution_html: string | null }>;
  totalMarks: number;
  negativeMarking: boolean;
};

const keyOf = (row: TestQuestionRow): QuestionKey =>
  ({ ...row.answer_key, marks: { num: row.marks_num, den: row.marks_den }, negative: { num: row.negative_num, den: row.negative_den } }) as QuestionKey;

function panelQuestion(row: TestQuestionRow, key: QuestionKey): TPanelQuestion {
  return {
    question_id: row.question_id,
    position: row.position,
    section_no: row.section_no,
    kind: row.kind,
    ques_type: QUES_TYPE_ID[row.kind],
    stem_html: row.stem_html,
    options: row.options,
    media: row.media,
    passage_id: row.passage_id,
    marks: roundMarks(toRational(key.marks)),
    negative_marks: roundMarks(toRational(key.negative)),
    partial_marks: 'partial' in key && key.partial === true,
  };
}

async function loadContent(db: Kysely<DB>, testId: number): Promise<TestContent> {
  const [rows, sections] = await Promise.all([testQuestions(db, testId), testSections(db, testId)]);
  const passageIds = [...new Set(rows.map((r) => r.passage_id).filter((id): id is number => id !== null))];
  const passages = await passagesById(db, passageIds);
  const keys = rows.map(keyOf);
  const questions = rows.map((r, i) => panelQuestion(r, keys[i]!));
  const sectionName = new Map(sections.map((s) => [s.section_no, s.section_name]));
  const content: TestContent = {
    questions,
    sections: sections.map((s) => ({ ...s, question_ids: rows.filter((r) => r.section_no === s.section_no).map((r) => r.question_id) })),
    passages: passages.map((p) => ({ passage_id: p.id, title: p.title, body_html: p.body_html })),
    kinds: new Map(rows.map((r) => [r.question_id, r.kind])),
    // The subject of a question is its section (as the demo's scored attempts, decision 036).
    scorable: rows.map((r, i) => ({ id: String(r.question_id), subject: sectionName.get(r.section_no) ?? null, key: keys[i]! })),
    solutions: new Map(rows.map((r) => [r.question_id, { key: r.answer_key, solution_html: r.solution_html }])),
    totalMarks: questions.reduce((sum, q) => sum + Math.round(q.marks * 100), 0) / 100,
    negativeMarking: questions.some((q) => q.negative_marks > 0),
  };
  writeContent(content);
  return content;
}

/** How long a test's content is reused before it is read again: a fixed question edited during a test shows within a minute. */
export const CONTENT_TTL_MS = 60_000;
const MAX_TESTS = 200;

export type TestContentCache = { get(testId: number): Promise<TestContent> };

/**
 * The questions of a test are the same for every student: 2,000 students starting one exam
 * read them once a minute, not 2,000 times (decision 040). Per process, in memory; a load in
 * flight is shared; the oldest entry goes past MAX_TESTS. A failed load is not kept.
 */
export function createTestContentCache(db: Kysely<DB>, clock: Clock, ttlMs = CONTENT_TTL_MS): TestContentCache {
  const entries = createTtlCache<number, TestContent>(clock, ttlMs, MAX_TESTS);
  return { get: (testId) => entries.get(testId, () => loadContent(db, testId)) };
}

import { z } from 'zod';
import { zText } from '../common.ts';
import { ZQuestionKind } from '../exam-panel-content.ts';
import { MAX_ANSWER_PARTS } from '../exam-panel-wire.ts';
import { zDecimal, zHtml, zMarks, zName, zRequiredHtml } from './exam-values.ts';
import { zHttpsUrl } from './fields.ts';
import { ZRecordBase } from './jobs.ts';

/** The id a choice, a matching item or a grid row or column is named by in the key and the answers. */
const ZItemId = zText(64)
  .transform((s) => s.trim())
  .refine((s) => /^[A-Za-z0-9_.-]+$/.test(s), { message: 'expected letters, digits, _ . or - (at most 64)' });
const ZItem = z.object({ id: ZItemId, html: zRequiredHtml(5000) });
const items = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_ANSWER_PARTS);

/** https only: the panel shows no other address (and never javascript:). */
const zImageUrl = zHttpsUrl;

/**
 * A question of the institute's bank (issue 34, decision 082): every kind the test panel shows.
 * The key travels with the kind's own fields: `options[].is_correct` (single, multiple),
 * `answer` (true-false: true or false; numeric: the number, within ± `tolerance`),
 * `accepted_answers` (text), `left[].match` (matching: the right item's id), `rows[].correct`
 * (grid: the right columns' ids). Fields of other kinds are ignored.
 */
export const ZQuestionRecord = ZRecordBase.extend({
  kind: ZQuestionKind,
  subject: zName(200),
  topic: zText(200).optional(),
  question_html: zRequiredHtml(20_000),
  options: items(ZItem.extend({ is_correct: z.boolean().default(false) })).optional(),
  answer: z.union([z.boolean(), zText(64), z.number()]).optional(),
  tolerance: zDecimal.optional(),
  unit: zText(50).optional(),
  accepted_answers: z.array(zText(500)).max(MAX_ANSWER_PARTS).optional(),
  left: items(ZItem.extend({ match: ZItemId })).optional(),
  right: items(ZItem).optional(),
  rows: items(ZItem.extend({ correct: z.array(ZItemId).max(MAX_ANSWER_PARTS) })).optional(),
  columns: items(ZItem).optional(),
  /** Multiple choice, matching, grid: part of an answer earns part of the marks. */
  partial_marks: z.boolean().default(false),
  marks: zMarks.default({ num: 1, den: 1 }),
  negative_marks: zMarks.default({ num: 0, den: 1 }),
  solution_html: zHtml(50_000).optional(),
  /** A passage several questions share: the same title and text is one passage. */
  passage_title: zText(300).optional(),
  passage_html: zHtml(100_000).optional(),
  image_urls: z.array(zImageUrl).max(10).default([]),
}).superRefine((r, ctx) => {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  /** A list of items: long enough, and no id repeated (the key could not tell them apart); its ids. */
  const itemList = (list: { id: string }[] | undefined, field: string, min: number, what = field): Set<string> => {
    if ((list?.length ?? 0) < min) issue([field], `a ${r.kind} question needs at least ${min} ${what}`);
    const seen = new Set<string>();
    list?.forEach((o, i) => (seen.has(o.id) ? issue([field, i, 'id'], `option id '${o.id}' is repeated`) : seen.add(o.id)));
    return seen;
  };
  switch (r.kind) {
    case 'single':
    case 'multiple': {
      itemList(r.options, 'options', 2);
      const correct = r.options?.filter((o) => o.is_correct).length ?? 0;
      if (correct === 0) issue(['options'], `no option is marked is_correct; a ${r.kind}-choice question needs ${r.kind === 'single' ? 'one' : 'at least one'}`);
      if (r.kind === 'single' && correct > 1) issue(['options'], `${correct} options are marked is_correct; a single-choice question takes one (kind multiple takes several)`);
      break;
    }
    case 'true-false':
      if (r.answer !== true && r.answer !== false && r.answer !== 'true' && r.answer !== 'false') issue(['answer'], 'expected true or false');
      break;
    case 'numeric':
      if (r.answer === undefined || typeof r.answer === 'boolean' || !zDecimal.safeParse(r.answer).success) issue(['answer'], 'expected the right number');
      if (r.tolerance?.startsWith('-')) issue(['tolerance'], 'expected a number of at least 0');
      break;
    case 'text':
      if (!r.accepted_answers?.some((a) => a.trim() !== '')) issue(['accepted_answers'], 'a text question needs at least one accepted answer');
      break;
    case 'matching': {
      itemList(r.left, 'left', 1, 'left items');
      const right = itemList(r.right, 'right', 1, 'right items');
      r.left?.forEach((l, i) => right.has(l.match) || issue(['left', i, 'match'], `no right item has the id '${l.match}'`));
      break;
    }
    case 'grid': {
      itemList(r.rows, 'rows', 1);
      const columns = itemList(r.columns, 'columns', 2);
      r.rows?.forEach((row, i) => {
        if (row.correct.length === 0) issue(['rows', i, 'correct'], 'each row needs at least one correct column');
        row.correct.forEach((c, j) => columns.has(c) || issue(['rows', i, 'correct', j], `no column has the id '${c}'`));
      });
      break;
    }
  }
  if (r.passage_title?.trim() && !r.passage_html?.trim()) issue(['passage_html'], 'a passage title needs the passage');
});
export type TQuestionRecord = z.infer<typeof ZQuestionRecord>;

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSignedInApp } from '../testing/signed-in-app.ts';
import {
  deleteBookmark,
  getResult,
  getTime,
  item,
  openPanel,
  postBookmark,
  postEnter,
  postLaunch,
  postSubmit,
  putAnswers,
  testIdByName,
} from '../modules/exam-panel/panel-test-helpers.ts';
import { expectSpecShape, SpecError } from './spec-shape.ts';

// Our own test panel's calls (decision 040) have no spec: each answer is checked against what the
// decision promises the panel reads, written here apart from the contract, so a contract change
// that breaks the panel's reading fails here. Answers are the exam service's { statusCode,
// message, data }; refusals the error body with a code the panel translates.

const t = useSignedInApp({ aarav: '9000000001' });
const envelope = <T extends z.ZodType>(data: T) => z.object({ statusCode: z.literal(200), message: z.string(), data });
const Int = z.number().int();
const Clock = z.object({ status: z.enum(['in_progress', 'submitted', 'expired']), seconds_left: Int.min(0), deadline_ms: Int, server_now_ms: Int });
const Attempt = z.object({ attempt_id: Int, attempt_no: Int, status: z.string(), started_at_ms: Int, deadline_ms: Int, finished_at_ms: Int.nullable(), seconds_left: Int, server_now_ms: Int });
const Result = z.object({ marks: z.number(), max_marks: z.number(), rank: Int, total_students: Int, percentile: z.number(), subjects: z.array(z.object({ subject: z.string(), marks: z.number() })), questions: z.array(z.object({ question_id: Int, outcome: z.string(), marks: z.number() })) });
const Panel = z.object({
  mode: z.enum(['attempt', 'review']),
  attempt: Attempt,
  test: z.object({ test_id: Int, test_name: z.string(), duration_minutes: Int, instructions_html: z.string(), total_marks: z.number(), negative_marking: z.boolean() }),
  sections: z.array(z.object({ section_no: Int, section_name: z.string(), question_ids: z.array(Int) })),
  questions: z.array(z.object({ question_id: Int, section_no: Int, kind: z.string(), ques_type: Int, stem_html: z.string(), options: z.object({}).loose(), passage_id: Int.nullable(), marks: z.number(), negative_marks: z.number() })),
  passages: z.array(z.object({ passage_id: Int, body_html: z.string() })),
  answers: z.array(z.object({ question_id: Int, answer: z.unknown(), marked_for_review: z.boolean(), seq: Int })),
  bookmarked_question_ids: z.array(Int),
  result: Result.nullable(),
});
const Coded = SpecError.extend({ code: z.string().min(1) });

describe('the test panel on the wire (decision 040)', () => {
  it('launch: data.launch_url (the panel address, token in the fragment), mode, expires_in_seconds', async () => {
    const res = await postLaunch(t.app, t.tokens.aarav, { test_id: await testIdByName(t.database.db, 'Mental Maths Drill') });
    const body = expectSpecShape(envelope(z.object({ launch_url: z.string().regex(/^\/my-account\/test-panel#launch=/), mode: z.literal('attempt'), expires_in_seconds: z.literal(60) })), res.json());
    expect(body.data.launch_url).not.toContain('?');
  });

  it('enter, time, save, bookmark, submit and result answer the shapes the panel reads', async () => {
    const panel = await openPanel(t.app, t.tokens.aarav, await testIdByName(t.database.db, 'Mental Maths Drill'));
    expectSpecShape(envelope(Panel), panel.res.json());
    const id = panel.attemptId;
    const who = { attempt: panel.cookie };
    expectSpecShape(envelope(Clock), (await getTime(t.app, id, who)).json());
    const q = panel.data.questions[0];
    const saved = await putAnswers(t.app, id, who, [item(q.question_id, null, 1, true)]);
    expectSpecShape(envelope(z.object({ saved: z.array(z.object({ question_id: Int, seq: Int })), seconds_left: Int })), saved.json());
    const Bookmark = envelope(z.object({ question_id: Int, bookmarked: z.boolean() }));
    expectSpecShape(Bookmark, (await postBookmark(t.app, id, who, q.question_id)).json());
    expectSpecShape(Bookmark, (await deleteBookmark(t.app, id, who, q.question_id)).json());
    // The practice sets publish their results: submit answers the result at once.
    const submitted = expectSpecShape(envelope(z.object({ attempt: Attempt, result: Result })), (await postSubmit(t.app, id, who)).json());
    expect(submitted.data.attempt.status).toBe('submitted');
    expectSpecShape(envelope(Result), (await getResult(t.app, id, who)).json());
  });

  it('refusals are the error body with a code: 400, 401, 404, 409', async () => {
    const quiz = await testIdByName(t.database.db, 'Maths Olympiad Mock Test 1');
    const refusals = [
      await postLaunch(t.app, t.tokens.aarav, { test_id: 'x' }),
      await postEnter(t.app, t.tokens.aarav, 'A'.repeat(43)),
      await getTime(t.app, 2_000_000_000, { session: t.tokens.aarav }),
      await postLaunch(t.app, t.tokens.aarav, { test_id: quiz }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 401, 404, 409]);
    for (const r of refusals) expect(expectSpecShape(Coded, r.json()).statusCode).toBe(r.statusCode);
  });
});

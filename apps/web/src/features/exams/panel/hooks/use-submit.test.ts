import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TPanelSaveItem } from '@portal/contract';
import { server } from '../../../../test/server.ts';
import type { AnswerBook } from '../model/answer-book.ts';
import { useSubmit } from './use-submit.ts';

const ATTEMPT = 77;
const item = (question_id: number): TPanelSaveItem => ({ question_id, seq: question_id, answer: { kind: 'numeric', text: String(question_id) }, marked_for_review: false, time_spent_ms: 0 });

/** A book with `count` unsent answers that forgets each once acknowledged. */
function bookOf(count: number) {
  let unsent = Array.from({ length: count }, (_, i) => item(i + 1));
  const book = {
    unsent: () => unsent,
    acknowledge: (saved: { question_id: number }[]) => {
      const done = new Set(saved.map((s) => s.question_id));
      unsent = unsent.filter((i) => !done.has(i.question_id));
    },
    refuse: () => undefined,
    forget: () => Promise.resolve(),
  };
  return book as unknown as AnswerBook;
}

describe('submit (issue 13)', () => {
  it('over the 300 a request may carry, the oldest answers go first as saves and the submit carries the rest: none is dropped', async () => {
    const saves: number[][] = [];
    const submitted: number[][] = [];
    const ids = (body: unknown) => ((body as { answers?: TPanelSaveItem[] }).answers ?? []).map((i) => i.question_id);
    server.use(
      http.put(`/exam-api/panel/attempts/${ATTEMPT}/answers`, async ({ request }) => {
        const got = ids(await request.json());
        saves.push(got);
        return HttpResponse.json({ statusCode: 200, message: 'OK', data: { saved: got.map((q) => ({ question_id: q, seq: q })), seconds_left: 60 } });
      }),
      http.post(`/exam-api/panel/attempts/${ATTEMPT}/submit`, async ({ request }) => {
        submitted.push(ids(await request.json()));
        return HttpResponse.json({ statusCode: 200, message: 'OK', data: { attempt: { attempt_id: ATTEMPT, status: 'submitted' }, result: null } });
      }),
    );
    const book = bookOf(650);
    const { result } = renderHook(() => useSubmit(ATTEMPT, book, null, () => undefined));
    await act(() => result.current.submit('student'));
    expect(saves.map((s) => [s[0], s.length])).toEqual([
      [1, 300],
      [301, 50],
    ]);
    expect(submitted.map((s) => [s[0], s.length])).toEqual([[351, 300]]);
    expect(book.unsent()).toEqual([]);
    expect(result.current.finished?.how).toBe('submitted');
  });
});

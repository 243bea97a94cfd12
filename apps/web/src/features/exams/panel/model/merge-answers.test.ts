import { describe, expect, it } from 'vitest';
import type { TPanelSavedAnswer } from '@portal/contract';
import type { Answer } from '@portal/domain/exam/question-types';
import type { StoredAnswer } from '../store/answer-store.ts';
import { mergeAnswers } from './merge-answers.ts';

const KINDS: Record<number, string> = { 1: 'single', 2: 'numeric', 3: 'true-false', 4: 'single' };
const kindOf = (id: number) => KINDS[id];
const server = (question_id: number, seq: number, answer: Answer | null, marked = false): TPanelSavedAnswer => ({ question_id, answer, marked_for_review: marked, seq, time_spent_ms: 1000 });
const device = (question_id: number, seq: number, saved_seq: number, answer: StoredAnswer['answer']): StoredAnswer => ({ attempt_id: 9, question_id, answer, marked_for_review: false, seq, saved_seq, time_spent_ms: 500 });

describe('merging on enter (issue 13: by the higher seq)', () => {
  it('keeps the newer of the two per question; the newer device answer is unsent against what the server holds', () => {
    const { answers, meta } = mergeAnswers(
      9,
      [server(1, 5, { kind: 'single', choice: 'a' }), server(2, 8, { kind: 'numeric', text: '4.9' }, true)],
      { answers: [device(1, 7, 5, { kind: 'single', choice: 'b' }), device(2, 6, 6, { kind: 'numeric', text: '3' }), device(3, 9, 0, { kind: 'true-false', value: true })], meta: { attempt_id: 9, seq: 9, visited: [1, 2, 3, 4] } },
      kindOf,
    );
    expect(answers.map((a) => [a.question_id, a.answer, a.seq, a.saved_seq, a.marked_for_review])).toEqual([
      [1, { kind: 'single', choice: 'b' }, 7, 5, false], // offline change: to send
      [2, { kind: 'numeric', text: '4.9' }, 8, 8, true], // another device answered later: server wins
      [3, { kind: 'true-false', value: true }, 9, 0, false], // never reached the server
    ]);
    expect(meta).toEqual({ attempt_id: 9, seq: 9, visited: [1, 2, 3, 4] });
  });

  it('on a new device, continues the counter above every seq the server holds', () => {
    const { answers, meta } = mergeAnswers(9, [server(1, 41, { kind: 'single', choice: 'c' })], { answers: [], meta: null }, kindOf);
    expect(meta.seq).toBe(41);
    expect(meta.visited).toEqual([1]);
    expect(answers[0]).toMatchObject({ seq: 41, saved_seq: 41, answer: { kind: 'single', choice: 'c' } });
  });

  it('a device note that the server had a seq it no longer has is resent (the server is the truth)', () => {
    const { answers } = mergeAnswers(9, [], { answers: [device(4, 3, 3, { kind: 'single', choice: 'a' })], meta: null }, kindOf);
    expect(answers[0]).toMatchObject({ seq: 3, saved_seq: 0 });
  });

  it('drops answers of questions the test no longer has, and server answers of another kind', () => {
    const { answers } = mergeAnswers(9, [server(77, 3, { kind: 'single', choice: 'a' }), server(2, 2, { kind: 'single', choice: 'a' })], { answers: [], meta: null }, kindOf);
    expect(answers).toEqual([expect.objectContaining({ question_id: 2, answer: null, seq: 2 })]);
  });
});

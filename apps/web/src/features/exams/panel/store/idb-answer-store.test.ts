import { describe, expect, it } from 'vitest';
import { fromDevice } from './idb-answer-store.ts';

describe('device copies written before decision 073', () => {
  const record = { attempt_id: 1, question_id: 2, answer: null, seq: 3, saved_seq: 0, time_spent_ms: 0 };

  it('reads the review mark an earlier panel stored under `marked`, so an attempt under way keeps it', () => {
    expect(fromDevice({ ...record, marked: true })).toEqual({ ...record, marked_for_review: true });
    expect(fromDevice({ ...record })).toEqual({ ...record, marked_for_review: false });
  });

  it('reads a record of this panel as it is', () => {
    expect(fromDevice({ ...record, marked_for_review: true })).toEqual({ ...record, marked_for_review: true });
  });
});

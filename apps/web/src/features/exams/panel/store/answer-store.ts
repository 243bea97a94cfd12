import type { Answer } from '@portal/domain/exam/question-types';

/**
 * One question's state on the device (issue 13, "never losing an answer"): the answer (null:
 * cleared), the review mark, the sequence number of this state, and the highest sequence number
 * the server has acknowledged. `seq > saved_seq` means the server has not got it yet.
 */
export type StoredAnswer = {
  attempt_id: number;
  question_id: number;
  answer: Answer | null;
  marked: boolean;
  seq: number;
  saved_seq: number;
  /** Milliseconds spent on the question on this device so far (the result's subject-wise time). */
  time_spent_ms: number;
};

/** The attempt's own counter (every change takes the next number) and the questions seen. */
export type AttemptMeta = { attempt_id: number; seq: number; visited: number[] };

export type StoredAttempt = { answers: StoredAnswer[]; meta: AttemptMeta | null };

/**
 * Where the panel keeps answers on the device: IndexedDB in the browser (idb-answer-store.ts),
 * memory in tests and where IndexedDB is refused. `write` stores answers and the counter in one
 * transaction, so a power cut never leaves an answer with a number the counter could hand out again.
 */
export type AnswerStore = {
  load: (attemptId: number) => Promise<StoredAttempt>;
  write: (answers: readonly StoredAnswer[], meta?: AttemptMeta) => Promise<void>;
  /** Deletes an attempt's answers and counter (once the server holds them all: a shared lab PC keeps nothing). */
  forget: (attemptId: number) => Promise<void>;
};

/** True when the server still lacks this state of the question. */
export const isUnsent = (a: StoredAnswer): boolean => a.seq > a.saved_seq;

import type { TPanelSavedAnswer } from '@portal/contract';

/**
 * One question's state on the device (issue 13, "never losing an answer"): the saved answer's
 * shape and names as the server gives it back (decision 073: the answer, null when cleared; the
 * review mark; the sequence number of this state; the milliseconds spent on the question here so
 * far), with the attempt and the highest sequence number the server has acknowledged.
 * `seq > saved_seq` means the server has not got it yet.
 */
export type StoredAnswer = TPanelSavedAnswer & { attempt_id: number; saved_seq: number };

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

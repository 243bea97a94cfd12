import type { TPanelSaveItem, TPanelSavedAnswer } from '@portal/contract';
import { MAX_TIME_SPENT_MS } from '@portal/contract/exam-panel-wire';
import { nextChangeSeq } from '@portal/domain/exam/answer-order';
import type { Answer } from '@portal/domain/exam/question-types';
import type { AnswerStore, AttemptMeta, StoredAnswer } from '../store/answer-store.ts';
import { isUnsent } from '../store/answer-store.ts';
import { asAnswer } from './merge-answers.ts';
import type { ServerClock } from './server-clock.ts';

export type AnswerChange = Partial<Pick<StoredAnswer, 'answer' | 'marked_for_review'>>;

export type BookOptions = {
  /** The server's clock as read here: changes are numbered by it; none: a plain counter (tests). */
  clock?: ServerClock;
  /** A question's kind: an answer from the server of another kind is shown as none. */
  kindOf?: (questionId: number) => string | undefined;
};

const sameAnswer = (a: Answer | null, b: Answer | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The attempt's answers in this window, mirrored to the device store on every change (issue 13).
 * Each change is numbered by when it was made on the server's clock, never below a number seen
 * (decision 070, nextChangeSeq); the queue sends what the server has not acknowledged, and what
 * the server holds that is newer (another device's) is adopted and said. Screens subscribe to it
 * (useSyncExternalStore).
 */
export function createAnswerBook(store: AnswerStore, initial: { answers: StoredAnswer[]; meta: AttemptMeta }, onStoreError: () => void = () => undefined, options: BookOptions = {}) {
  const records = new Map(initial.answers.map((a) => [a.question_id, a]));
  const meta: AttemptMeta = { ...initial.meta, visited: [...initial.meta.visited] };
  const visited = new Set(meta.visited);
  const refused = new Map<number, string | null>();
  /** Questions whose answer here was replaced by a later change on another device. */
  const overtaken = new Set<number>();
  const elapsedMs = options.clock?.elapsedMs ?? (() => Number.NaN);
  const listeners = new Set<() => void>();
  let version = 0;

  const changed = () => {
    version += 1;
    for (const l of listeners) l();
  };
  // A failed device write (storage full, private mode) must not stop the exam: the server copy
  // still comes, and the panel says the device copy failed.
  const persist = (list: StoredAnswer[], withMeta: boolean) =>
    store.write(list, withMeta ? { ...meta, visited: [...visited] } : undefined).catch(onStoreError);
  const blank = (questionId: number): StoredAnswer => ({ attempt_id: meta.attempt_id, question_id: questionId, answer: null, marked_for_review: false, seq: 0, saved_seq: 0, time_spent_ms: 0 });

  return {
    /** The server's clock as this window reads it (null in tests without one). */
    clock: options.clock ?? null,
    get: (questionId: number) => records.get(questionId),
    isVisited: (questionId: number) => visited.has(questionId),
    refusal: (questionId: number) => refused.get(questionId),
    isOvertaken: (questionId: number) => overtaken.has(questionId),
    all: () => [...records.values()],
    /** An answer or mark changed: numbered, written to the device, then (resolved) ready to send. */
    change(questionId: number, patch: AnswerChange): Promise<void> {
      meta.seq = nextChangeSeq(elapsedMs(), meta.seq);
      overtaken.delete(questionId);
      const prev = records.get(questionId) ?? blank(questionId);
      const next = { ...prev, answer: patch.answer === undefined ? prev.answer : patch.answer, marked_for_review: patch.marked_for_review ?? prev.marked_for_review, seq: meta.seq };
      records.set(questionId, next);
      visited.add(questionId);
      refused.delete(questionId);
      changed();
      return persist([next], true);
    },
    visit(questionId: number) {
      if (visited.has(questionId)) return;
      visited.add(questionId);
      changed();
      void persist([], true);
    },
    /** Time spent on a question: rides along with its next save, never a change of its own. */
    addTime(questionId: number, ms: number) {
      const record = records.get(questionId);
      if (!record || ms <= 0) return;
      const next = { ...record, time_spent_ms: Math.min(MAX_TIME_SPENT_MS, Math.round(record.time_spent_ms + ms)) };
      records.set(questionId, next);
      void persist([next], false);
    },
    unsent(): TPanelSaveItem[] {
      return [...records.values()].filter(isUnsent).map((r) => ({
        question_id: r.question_id,
        answer: r.answer,
        marked_for_review: r.marked_for_review,
        seq: r.seq,
        time_spent_ms: Math.min(MAX_TIME_SPENT_MS, Math.round(r.time_spent_ms)),
      }));
    },
    /** The server holds these seqs: what they cover is saved. */
    acknowledge(saved: readonly { question_id: number; seq: number }[]) {
      const updated: StoredAnswer[] = [];
      for (const { question_id, seq } of saved) {
        const record = records.get(question_id);
        if (!record || seq <= record.saved_seq) continue;
        const next = { ...record, saved_seq: seq };
        records.set(question_id, next);
        // The server holds a newer state from another device: later changes here must outrank it.
        if (seq > meta.seq) meta.seq = seq;
        updated.push(next);
      }
      if (updated.length === 0) return;
      changed();
      void persist(updated, true);
    },
    /**
     * Answers the server holds that are newer than this window's (decision 070): another device
     * changed them later. They are shown from now on; where this window had answered otherwise,
     * the question says its change was overtaken. An older or equal one (this window's own) is
     * ignored, as is one this window changed since (its own change is newer and is on its way).
     */
    adopt(rows: readonly TPanelSavedAnswer[]) {
      const updated: StoredAnswer[] = [];
      for (const row of rows) {
        const kind = options.kindOf?.(row.question_id);
        if (options.kindOf && !kind) continue;
        const record = records.get(row.question_id);
        if (record && row.seq <= record.seq) continue;
        const answer = options.kindOf ? asAnswer(row.answer, kind) : row.answer;
        if (record && record.seq > 0 && (!sameAnswer(record.answer, answer) || record.marked_for_review !== row.marked_for_review)) overtaken.add(row.question_id);
        const next: StoredAnswer = {
          attempt_id: meta.attempt_id,
          question_id: row.question_id,
          answer,
          marked_for_review: row.marked_for_review,
          seq: row.seq,
          saved_seq: row.seq,
          time_spent_ms: Math.max(record?.time_spent_ms ?? 0, row.time_spent_ms),
        };
        records.set(row.question_id, next);
        refused.delete(row.question_id);
        if (row.seq > meta.seq) meta.seq = row.seq;
        updated.push(next);
      }
      if (updated.length === 0) return;
      changed();
      void persist(updated, true);
    },
    /** The server refused this state of the question (400): never resent; the question says so. */
    refuse(item: TPanelSaveItem, message: string | null) {
      const record = records.get(item.question_id);
      if (!record) return;
      const next = { ...record, saved_seq: Math.max(record.saved_seq, item.seq) };
      records.set(item.question_id, next);
      refused.set(item.question_id, message);
      changed();
      void persist([next], false);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    /** The attempt is over and the server holds every answer: the device copy goes. */
    forget: () => store.forget(meta.attempt_id).catch(() => undefined),
  };
}

export type AnswerBook = ReturnType<typeof createAnswerBook>;

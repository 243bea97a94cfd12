import type { AnswerStore, AttemptMeta, StoredAnswer } from './answer-store.ts';

/**
 * The answer store in memory: for tests, and for a browser that refuses IndexedDB (some private
 * modes). Values are copied in and out, as IndexedDB does, so a caller changing an object it
 * wrote never changes what is stored.
 */
export function createMemoryAnswerStore(): AnswerStore & { clear: () => void } {
  const answers = new Map<string, StoredAnswer>();
  const metas = new Map<number, AttemptMeta>();
  return {
    load: async (attemptId) => ({
      answers: [...answers.values()].filter((a) => a.attempt_id === attemptId).map((a) => structuredClone(a)),
      meta: metas.has(attemptId) ? structuredClone(metas.get(attemptId)!) : null,
    }),
    write: async (list, meta) => {
      for (const a of list) answers.set(`${a.attempt_id}:${a.question_id}`, structuredClone(a));
      if (meta) metas.set(meta.attempt_id, structuredClone(meta));
    },
    forget: async (attemptId) => {
      for (const [key, a] of answers) if (a.attempt_id === attemptId) answers.delete(key);
      metas.delete(attemptId);
    },
    clear: () => {
      answers.clear();
      metas.clear();
    },
  };
}

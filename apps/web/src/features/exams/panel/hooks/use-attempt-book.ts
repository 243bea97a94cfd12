import { useEffect, useState } from 'react';
import type { TPanelEnter } from '@portal/contract';
import { createAnswerBook, type AnswerBook } from '../model/answer-book.ts';
import { mergeAnswers } from '../model/merge-answers.ts';
import { createServerClock } from '../model/server-clock.ts';
import { openAnswerStore } from '../store/open-answer-store.ts';

export type BookState = { book: AnswerBook | null; onDevice: boolean; storeFailed: boolean };

/**
 * The attempt's answers once the device store is read and merged with the server's by the
 * higher seq (issue 13); the merged state is written back at once, so the device holds what the
 * server had too (another device's answers survive a reload offline).
 */
export function useAttemptBook(data: TPanelEnter): BookState {
  const [state, setState] = useState<BookState>({ book: null, onDevice: true, storeFailed: false });
  const attemptId = data.attempt.attempt_id;
  useEffect(() => {
    let live = true;
    const kinds = new Map(data.questions.map((q) => [q.question_id, q.kind]));
    void (async () => {
      const { store, onDevice } = await openAnswerStore();
      let readFailed = false;
      const device = await store.load(attemptId).catch(() => ((readFailed = true), { answers: [], meta: null }));
      const merged = mergeAnswers(attemptId, data.answers, device, (id) => kinds.get(id));
      const first = data.questions[0]?.question_id;
      if (first !== undefined && !merged.meta.visited.includes(first)) merged.meta.visited.push(first);
      // A device copy that could not be read is not overwritten with the server's older state.
      let storeFailed = readFailed;
      if (!readFailed) await store.write(merged.answers, merged.meta).catch(() => (storeFailed = true));
      const onStoreError = () => live && setState((s) => ({ ...s, storeFailed: true }));
      // Changes are numbered on the server's clock from enter's reading (decision 070); every reply re-reads it.
      const clock = createServerClock(data.attempt.started_at_ms, data.attempt.server_now_ms);
      const book = createAnswerBook(store, merged, onStoreError, { clock, kindOf: (id) => kinds.get(id) });
      if (live) setState({ book, onDevice, storeFailed });
    })();
    return () => {
      live = false;
    };
  }, [attemptId, data]);
  return state;
}

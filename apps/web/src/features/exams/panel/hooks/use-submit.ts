import { useCallback, useEffect, useRef, useState } from 'react';
import type { TPanelResult } from '@portal/contract';
import { MAX_SAVE_ITEMS } from '@portal/contract/exam-panel-wire';
import { postSubmit, probeAttempt, putAnswers } from '../api/attempt-calls.ts';
import type { AnswerBook } from '../model/answer-book.ts';
import { retryDelayMs } from '../model/backoff.ts';
import { refusalText } from '../model/refusal-text.ts';
import { saveFailure } from '../model/save-failure.ts';
import type { SyncQueue } from '../sync/sync-queue.ts';
import { waitToRetry } from '../sync/wait-to-retry.ts';

export type SubmitReason = 'student' | 'time';
export type Finished = { how: 'submitted' | 'time-over' | 'closed'; result: TPanelResult | null; message: string | null };

/**
 * Submit (issue 13): the queue stops (not waiting for a batch on its way), then the submit carries
 * every answer not yet acknowledged (over MAX_SAVE_ITEMS, the oldest go first as saves), so
 * nothing waits on another round trip. A lost network is retried (backoff) until it works, and
 * at once when the network returns (the 'online' event or a probe, issue 32): the server's grace
 * takes late arrivals, and answers given before the deadline a little later still (decision 070);
 * past that the sweep has ended the attempt with what it had; a 401 signs in first; a refused
 * item is dropped. `offline` says the submit waits for the network (the questions then say so,
 * not that the test has ended).
 */
export function useSubmit(attemptId: number, book: AnswerBook | null, queue: SyncQueue | null, onSignIn: () => void) {
  const [submitting, setSubmitting] = useState<SubmitReason | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [offline, setOffline] = useState(false);
  const running = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const submit = useCallback(
    async (reason: SubmitReason) => {
      if (!book || running.current) return;
      running.current = true;
      setSubmitting(reason);
      queue?.stop();
      let failures = 0;
      while (live.current) {
        // Over the submit's limit, the oldest go first as saves; the submit carries the rest.
        const all = book.unsent();
        const items = all.slice(-MAX_SAVE_ITEMS);
        let sending = items; // the request that may fail: a refused item is counted in it
        try {
          for (let i = 0; i < all.length - items.length; i += MAX_SAVE_ITEMS) {
            sending = all.slice(i, Math.min(i + MAX_SAVE_ITEMS, all.length - items.length));
            book.acknowledge((await putAnswers(attemptId, sending)).saved);
          }
          sending = items;
          const { attempt, result } = await postSubmit(attemptId, items);
          setOffline(false);
          book.acknowledge(items.map((i) => ({ question_id: i.question_id, seq: i.seq })));
          void book.forget();
          const how = reason === 'time' || attempt.status === 'expired' ? 'time-over' : 'submitted';
          if (live.current) setFinished({ how, result, message: null });
          break;
        } catch (error) {
          const failure = saveFailure(error);
          if (failure.kind === 'retry') {
            failures += 1;
            if (live.current) setOffline(failure.offline);
            const probe = failure.offline ? () => probeAttempt(attemptId) : null;
            await waitToRetry(retryDelayMs(failures), probe);
          } else if (failure.kind === 'item') {
            const refused = sending[failure.index];
            if (refused) book.refuse(refused, failure.message);
          } else if (failure.kind === 'closed') {
            if (live.current) setFinished({ how: 'closed', result: null, message: refusalText(error) });
            break;
          } else {
            // Signed out: the sign-in launches and enters again, then calls submit once more.
            running.current = false;
            onSignIn();
            return;
          }
        }
      }
      running.current = false;
      if (live.current) {
        setSubmitting(null);
        setOffline(false);
      }
    },
    [attemptId, book, queue, onSignIn],
  );
  return { submit, submitting, offline, finished, setFinished };
}

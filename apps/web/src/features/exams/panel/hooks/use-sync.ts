import { useEffect, useRef, useState } from 'react';
import type { TPanelSaveItem } from '@portal/contract';
import { MAX_SAVE_ITEMS, saveAnswersPath } from '@portal/contract/exam-panel-wire';
import { SERVICE_BASE } from '../../../../lib/api-client.ts';
import { probeAttempt, putAnswers } from '../api/attempt-calls.ts';
import type { AnswerBook } from '../model/answer-book.ts';
import { createSyncQueue, type QueueStatus, type SyncQueue } from '../sync/sync-queue.ts';

export type SyncHandlers = {
  onSignIn: () => void;
  onClosed: (code: string | null, message: string | null) => void;
  /** The exact time left as of the reply's arrival (less its round trip: never more than is left). */
  onMsLeft: (ms: number) => void;
  onRefused: (item: TPanelSaveItem, message: string | null) => void;
};

/**
 * A last save as the window goes away (closed, reloaded, navigated): fetch with keepalive outlives
 * the page. Fire and forget: the device copy is the safety; this only lets another device see the
 * answers sooner. JSON body, so no Source header is needed (decision 028).
 */
function sendOnLeave(attemptId: number, answers: TPanelSaveItem[]) {
  const body = leaveBody(answers);
  if (!body) return;
  try {
    void fetch(`${SERVICE_BASE.exam}${saveAnswersPath(attemptId)}`, {
      method: 'PUT',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Source: 'WEB' },
      body,
    }).catch(() => undefined);
  } catch {
    // The browser refused the keepalive request: the device copy is sent on the next visit.
  }
}

/** The browser refuses a keepalive body over 64 KB whole: keep under it, newest answers first. */
const KEEPALIVE_BYTES = 60_000;
export function leaveBody(answers: TPanelSaveItem[]): string | null {
  const newest = [...answers].sort((a, b) => b.seq - a.seq).slice(0, MAX_SAVE_ITEMS);
  while (newest.length > 0) {
    const body = JSON.stringify({ answers: newest });
    if (new TextEncoder().encode(body).length <= KEEPALIVE_BYTES) return body;
    newest.splice(Math.max(1, Math.floor(newest.length * 0.8)));
  }
  return null;
}

/** The queue of one attempt, fed by its book; 'online' sends at once, 'offline' says so at once. */
export function useSync(book: AnswerBook | null, attemptId: number, handlers: SyncHandlers): { queue: SyncQueue | null; status: QueueStatus } {
  const [status, setStatus] = useState<QueueStatus>('idle');
  const [queue, setQueue] = useState<SyncQueue | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!book) return;
    const q = createSyncQueue({
      unsent: book.unsent,
      send: (items) => putAnswers(attemptId, items, book.clock?.sinceMs()),
      onReply: (reply) => {
        const rtt = reply.rtt_ms ?? 0;
        book.clock?.observe(reply.server_now_ms, rtt);
        book.adopt(reply.newer);
        latest.current.onMsLeft(reply.ms_left - rtt);
      },
      probe: () => probeAttempt(attemptId),
      acknowledge: book.acknowledge,
      refuse: (item, message) => {
        book.refuse(item, message);
        latest.current.onRefused(item, message);
      },
      onStatus: setStatus,
      onSignIn: () => latest.current.onSignIn(),
      onClosed: (code, message) => latest.current.onClosed(code, message),
    });
    setQueue(q);
    // Answers merged from the device and newer than the server's go at once.
    if (book.unsent().length > 0) q.notify();
    const online = () => q.sendNow();
    const offline = () => q.offline();
    const leave = () => {
      if (q.status() !== 'stopped') sendOnLeave(attemptId, book.unsent());
    };
    // A phone may kill a hidden page without pagehide: hiding sends what waits, too.
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      q.dispose();
    };
  }, [book, attemptId]);
  return { queue, status };
}

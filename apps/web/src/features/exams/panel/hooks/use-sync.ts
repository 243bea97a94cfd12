import { useEffect, useRef, useState } from 'react';
import type { TPanelSaveItem } from '@portal/contract';
import { SERVICE_BASE } from '../../../../lib/api-client.ts';
import { putAnswers } from '../api/attempt-calls.ts';
import type { AnswerBook } from '../model/answer-book.ts';
import { createSyncQueue, type QueueStatus, type SyncQueue } from '../sync/sync-queue.ts';

export type SyncHandlers = {
  onSignIn: () => void;
  onClosed: (code: string | null, message: string | null) => void;
  onSecondsLeft: (seconds: number) => void;
  onRefused: (item: TPanelSaveItem, message: string | null) => void;
};

/**
 * A last save as the window goes away (closed, reloaded, navigated): fetch with keepalive outlives
 * the page. Fire and forget: the device copy is the safety; this only lets another device see the
 * answers sooner. JSON body, so no Source header is needed (decision 028).
 */
function sendOnLeave(attemptId: number, answers: TPanelSaveItem[]) {
  if (answers.length === 0) return;
  try {
    void fetch(`${SERVICE_BASE.exam}/panel/attempts/${attemptId}/answers`, {
      method: 'PUT',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Source: 'WEB' },
      body: JSON.stringify({ answers: answers.slice(0, 300) }),
    }).catch(() => undefined);
  } catch {
    // keepalive bodies are capped (64 KB); the device copy is sent on the next visit.
  }
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
      send: (items) => putAnswers(attemptId, items),
      acknowledge: book.acknowledge,
      refuse: (item, message) => {
        book.refuse(item, message);
        latest.current.onRefused(item, message);
      },
      onStatus: setStatus,
      onSignIn: () => latest.current.onSignIn(),
      onClosed: (code, message) => latest.current.onClosed(code, message),
      onSecondsLeft: (s) => latest.current.onSecondsLeft(s),
    });
    setQueue(q);
    // Answers merged from the device and newer than the server's go at once.
    if (book.unsent().length > 0) q.notify();
    const online = () => q.sendNow();
    const offline = () => q.offline();
    const leave = () => {
      if (q.status() !== 'stopped') sendOnLeave(attemptId, book.unsent());
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', leave);
      q.dispose();
    };
  }, [book, attemptId]);
  return { queue, status };
}

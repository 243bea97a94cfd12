import type { TPanelResult, TPanelSaveItem } from '@portal/contract';
import { attemptCallPath, saveAnswersPath } from '@portal/contract/exam-panel-wire';
import { apiRequest } from '../../../../lib/api-client.ts';
import { timed } from '../model/server-clock.ts';
import type { Envelope, PanelClock, PanelSaved, PanelSubmitted } from './panel-types.ts';

/** An answer with how long its call took here: the server's clock in it is corrected by that. */
export type Timed<T> = T & { rtt_ms: number };

// The calls on one attempt (decision 040), authenticated by the attempt cookie scoped to
// /exam-api/panel/attempts/{id} (or the student's session), at the contract's addresses below the
// exam service's base. A save or submit is bounded in time so a hung connection counts as a
// failure and the queue retries instead of waiting forever.

/**
 * GET .../time: where the clock stands (the countdown re-syncs on it), and with `sinceMs` the
 * answers saved since (another device's, decision 070). Also the network probe: short timeout.
 */
export async function getAttemptTime(attemptId: number, options: { signal?: AbortSignal; sinceMs?: number; timeoutMs?: number } = {}): Promise<Timed<PanelClock>> {
  const query = options.sinceMs === undefined ? '' : `?since_ms=${Math.floor(options.sinceMs)}`;
  return timed(async () => (await apiRequest<Envelope<PanelClock>>(attemptCallPath(attemptId, `/time${query}`), { service: 'exam', signal: options.signal, timeoutMs: options.timeoutMs ?? 15_000 })).data);
}

/** Whether the server can be reached again: GET .../time with a short timeout (the save queue's and the submit's network probe). */
export const probeAttempt = (attemptId: number) => getAttemptTime(attemptId, { timeoutMs: 2_500 });

/** PUT .../answers: a batch; each item is acknowledged with the seq the server now holds, and what it holds that is newer comes back. */
export async function putAnswers(attemptId: number, answers: TPanelSaveItem[], sinceMs?: number): Promise<Timed<PanelSaved>> {
  const body = sinceMs === undefined ? { answers } : { answers, since_ms: Math.floor(sinceMs) };
  return timed(async () => (await apiRequest<Envelope<PanelSaved>>(saveAnswersPath(attemptId), { service: 'exam', method: 'PUT', body, timeoutMs: 20_000 })).data);
}

/** POST .../submit, carrying the answers not yet sent: ends the attempt (idempotent). */
export async function postSubmit(attemptId: number, answers: TPanelSaveItem[]): Promise<PanelSubmitted> {
  const body = answers.length > 0 ? { answers } : {};
  return (await apiRequest<Envelope<PanelSubmitted>>(attemptCallPath(attemptId, '/submit'), { service: 'exam', method: 'POST', body, timeoutMs: 30_000 })).data;
}

/** GET .../result: the published result (409 EXAM_RESULT_PENDING before). */
export async function getResult(attemptId: number): Promise<TPanelResult> {
  return (await apiRequest<Envelope<TPanelResult>>(attemptCallPath(attemptId, '/result'), { service: 'exam' })).data;
}

/** POST .../bookmarks or DELETE .../bookmarks/{question_id} (the DELETE carries Source: WEB, as every call of api-client). */
export async function setBookmark(attemptId: number, questionId: number, on: boolean): Promise<boolean> {
  const response = on
    ? await apiRequest<Envelope<{ bookmarked: boolean }>>(attemptCallPath(attemptId, '/bookmarks'), { service: 'exam', method: 'POST', body: { question_id: questionId } })
    : await apiRequest<Envelope<{ bookmarked: boolean }>>(attemptCallPath(attemptId, `/bookmarks/${questionId}`), { service: 'exam', method: 'DELETE' });
  return response.data.bookmarked;
}

import { ERROR_CODES } from '@portal/contract/error-codes';
import { PANEL_CODES } from './panel-codes.ts';
import { ApiError } from '../../../../lib/api-client.ts';

/**
 * What a failed save, submit or clock call means for the panel (decision 040):
 * - retry: no answer, a timeout, a 5xx or a 429: keep the answers and try again (backoff);
 * - sign-in: 401 PANEL_SIGN_IN: sign in again in place, then launch and enter again;
 * - relaunch: 401 PANEL_LAUNCH_INVALID: the launch token is spent or old: ask for a new one;
 * - item: 400 VALIDATION naming `answers.N...`: that item is refused, never the batch;
 * - retry, too: any other 400 (no item named: a batch over the limit, a proxy's answer): nothing
 *   is dropped, the answers stay on the device and are sent again (an answer is never thrown
 *   away unless the server named it);
 * - closed: 409 EXAM_TIME_OVER / EXAM_ATTEMPT_CLOSED (or another 409, our own 404 or 410):
 *   stop sending; a 404 without our error code (a proxy, a deploy) is retried.
 */
export type SaveFailure =
  | { kind: 'retry'; offline: boolean }
  | { kind: 'sign-in' }
  | { kind: 'relaunch' }
  | { kind: 'item'; index: number; message: string | null }
  | { kind: 'closed'; code: string | null; message: string | null };

export function saveFailure(error: unknown): SaveFailure {
  if (!(error instanceof ApiError) || error.status === null) return { kind: 'retry', offline: true };
  const { status, code, serverMessage } = error;
  if (status === 401) return code === PANEL_CODES.launchInvalid ? { kind: 'relaunch' } : { kind: 'sign-in' };
  if (status === 400) {
    const index = code === ERROR_CODES.validation ? /^answers\.(\d+)\./.exec(serverMessage ?? '')?.[1] : undefined;
    return index === undefined ? { kind: 'retry', offline: false } : { kind: 'item', index: Number(index), message: serverMessage };
  }
  if (status === 409) return { kind: 'closed', code, message: serverMessage };
  // Our own 404/410 carry a code; a proxy's during a deploy does not, and is retried.
  if ((status === 404 || status === 410) && code !== null) return { kind: 'closed', code, message: serverMessage };
  return { kind: 'retry', offline: false };
}

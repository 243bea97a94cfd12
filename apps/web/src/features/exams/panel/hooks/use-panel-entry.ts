import { useCallback, useEffect, useState } from 'react';
import type { TPanelEnter } from '@portal/contract';
import { postEnter } from '../api/post-enter.ts';
import { launchTokenOf, postLaunch } from '../api/post-launch.ts';
import type { LaunchRequest } from '../api/panel-types.ts';
import { refusalText } from '../model/refusal-text.ts';
import { saveFailure } from '../model/save-failure.ts';

export type EntryState =
  | { kind: 'entering' }
  | { kind: 'ready'; data: TPanelEnter }
  | { kind: 'sign-in' }
  | { kind: 'failed'; message: string; canRetry: boolean }
  | { kind: 'no-launch' };

/** This window's test, kept across a reload (the address lost its token at once). Per tab, never a credential. */
const REMEMBERED = 'portal.examPanel.launch';

function remembered(): LaunchRequest | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(REMEMBERED) ?? 'null') as LaunchRequest | null;
    return value && Number.isInteger(value.test_id) ? value : null;
  } catch {
    return null;
  }
}

/** The attempt is over: a reload of its window must not launch the test again (a new attempt). */
export function forgetLaunch() {
  sessionStorage.removeItem(REMEMBERED);
}

function remember(data: TPanelEnter) {
  const request: LaunchRequest = { test_id: data.test.test_id, ...(data.mode === 'review' ? { attempt_id: data.attempt.attempt_id } : {}) };
  sessionStorage.setItem(REMEMBERED, JSON.stringify(request));
}

// A launch token works once: React's strict mode runs the entry effect twice (at once), both
// get one promise; it is forgotten once settled.
const entering = new Map<string, Promise<TPanelEnter>>();
const enterOnce = (token: string) => {
  let entry = entering.get(token);
  if (!entry) {
    entry = postEnter(token);
    entering.set(token, entry);
    const forget = () => entering.delete(token);
    entry.then(forget, forget);
  }
  return entry;
};

/** Launch and enter again: after a reload, or after the in-place sign-in (a new attempt cookie). */
export async function relaunch(request: LaunchRequest): Promise<TPanelEnter> {
  const launch = await postLaunch(request);
  const token = launchTokenOf(launch.launch_url);
  if (!token) throw new Error('launch address without a token');
  return enterOnce(token);
}

// The first launch of a requested test, shared by strict mode's two runs of the effect.
const launching = new Map<string, Promise<TPanelEnter>>();
const launchOnce = (request: LaunchRequest) => {
  const key = JSON.stringify(request);
  let entry = launching.get(key);
  if (!entry) {
    entry = relaunch(request);
    launching.set(key, entry);
    const forget = () => launching.delete(key);
    entry.then(forget, forget);
  }
  return entry;
};

/**
 * /test-panel?test=<id>[&institute=<id>]: the timetable's Start [TT-EXAM-5] opens the panel by the
 * test's ids only (no credential, no token); the panel launches it itself with the session's cookie.
 */
function requestedTest(): LaunchRequest | null {
  const params = new URLSearchParams(window.location.search);
  const test = Number(params.get('test'));
  if (!Number.isSafeInteger(test) || test <= 0) return null;
  const institute = Number(params.get('institute'));
  return Number.isSafeInteger(institute) && institute > 0 ? { test_id: test, test_institute_id: institute } : { test_id: test };
}

/**
 * /my-account/test-panel#launch=<token> (decision 040), or ?test=<id> from the timetable: the token leaves the address at once
 * (history.replaceState), is spent by enter, and the test is remembered for this tab so a reload
 * launches again and resumes. A 401 asks to sign in here; a refusal says why.
 */
export function usePanelEntry() {
  const [state, setState] = useState<EntryState>({ kind: 'entering' });
  const [token] = useState(() => launchTokenOf(window.location.href));
  const [requested] = useState(requestedTest);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (token) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    // A reload launches again from what this tab remembers, not from a stale request.
    if (requested) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [token, requested]);

  useEffect(() => {
    let live = true;
    const again = remembered() ?? requested;
    // The token first; on a retry or a reload, a new launch for the test this tab remembers
    // (the token again when there is none yet: a failed first enter may have left it unspent).
    // Opened by the timetable's Start, the requested test is launched here.
    const entry = token && (attempt === 0 || !again) ? enterOnce(token) : requested && attempt === 0 ? launchOnce(requested) : again ? relaunch(again) : null;
    if (!entry) {
      setState({ kind: 'no-launch' });
      return;
    }
    setState({ kind: 'entering' });
    entry.then(
      (data) => {
        remember(data);
        if (live) setState({ kind: 'ready', data });
      },
      (error: unknown) => {
        if (!live) return;
        const failure = saveFailure(error);
        if (failure.kind === 'sign-in') setState({ kind: 'sign-in' });
        else setState({ kind: 'failed', message: refusalText(error), canRetry: failure.kind === 'retry' });
      },
    );
    return () => {
      live = false;
    };
  }, [token, requested, attempt]);

  /** Try again (after a network failure, or after signing in). */
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

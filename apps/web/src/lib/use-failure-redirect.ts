import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from './api-client.ts';
import { errorText } from './show-error.ts';
import { showToast } from './toast-store.ts';

/** The delay before a screen whose load failed returns to the dashboard [TT-ERR-2] [PROFILE-LOAD-2] [CONST-DELAY-1]. */
export const ERROR_REDIRECT_MS = 2000;

/**
 * What a screen does with one failed call: nothing ('silent'), an error toast and stay
 * ('toast'), or an error toast, the error backdrop and the dashboard after 2 seconds ('leave').
 */
export type FailureOutcome = 'silent' | 'toast' | 'leave';

const alwaysLeave = (): FailureOutcome => 'leave';

/**
 * Shows the failures of a screen's load calls, each once: the outcome says how (the timetable
 * keeps 'Please assign course!' silent and stays on a failure without a server message,
 * TT-ERR-1..3; the profile leaves on any failure, PROFILE-LOAD-2). A failure already shown (a
 * 403 logs out in api-client) is skipped, and once leaving nothing more is shown. The toast is
 * the server's message, else the status text [ERR-GEN-2..5]; the screen's query should be
 * marked silent so the query cache does not toast it too. Returns the backdrop's message while
 * it shows, else null. `outcomeOf` must be a stable function (a module-level one).
 */
export function useFailureRedirect(errors: readonly unknown[], outcomeOf: (error: unknown) => FailureOutcome = alwaysLeave): string | null {
  const navigate = useNavigate();
  const [backdrop, setBackdrop] = useState<string | null>(null);
  const seen = useRef(new WeakSet<object>());
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    for (const error of errors) {
      if (!error || typeof error !== 'object' || seen.current.has(error)) continue;
      seen.current.add(error);
      if ((error instanceof ApiError && error.handled) || timer.current !== undefined) continue;
      const outcome = outcomeOf(error);
      if (outcome === 'silent') continue;
      const message = errorText(error); // The server's text (translated when its code is known).
      showToast(message);
      if (outcome === 'toast') continue;
      setBackdrop(message);
      timer.current = window.setTimeout(() => navigate('/dashboard'), ERROR_REDIRECT_MS);
    }
  }, [errors, outcomeOf, navigate]);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return backdrop;
}

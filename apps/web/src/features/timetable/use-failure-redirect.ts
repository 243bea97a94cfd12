import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../lib/show-error.ts';
import { showToast } from '../../lib/toast-store.ts';
import { genericErrorText, isHandled, isNoCourse, serverMessageOf } from './call-errors.ts';

/** The delay before a failed timetable load returns to the dashboard [TT-ERR-2] [CONST-DELAY-1]. */
export const ERROR_REDIRECT_MS = 2000;

/**
 * The failures of the timetable and holiday calls of a view [TT-ERR-1..3]: 'Please assign
 * course!' is silent (the view shows its data cleared); another server message is an error
 * toast, an error backdrop and the dashboard after 2 seconds; no message is the generic toast.
 * Returns the backdrop's message while it shows, else null. Each failure is reported once.
 */
export function useFailureRedirect(errors: readonly unknown[]): string | null {
  const navigate = useNavigate();
  const [backdrop, setBackdrop] = useState<string | null>(null);
  const seen = useRef(new WeakSet<object>());
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    for (const error of errors) {
      if (!error || typeof error !== 'object' || seen.current.has(error)) continue;
      seen.current.add(error);
      if (isHandled(error) || isNoCourse(error) || timer.current !== undefined) continue;
      if (serverMessageOf(error) === null) {
        showToast(genericErrorText(error));
        continue;
      }
      const message = errorText(error); // The server's text (translated when its code is known).
      showToast(message);
      setBackdrop(message);
      timer.current = window.setTimeout(() => navigate('/dashboard'), ERROR_REDIRECT_MS);
    }
  }, [errors, navigate]);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return backdrop;
}

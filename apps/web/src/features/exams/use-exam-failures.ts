import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/show-error.ts';
import { showToast } from '../../lib/toast-store.ts';

/** A failure that carries the server's own words [EXAM-ERR-1]; the others get the status text in place [EXAM-ERR-3]. */
export function hasServerMessage(error: unknown): boolean {
  return error instanceof ApiError && Boolean(error.serverMessage?.trim());
}

/** A label-load failure saying 'unauthorized' is passed over in silence [EXAM-LABEL-9]. */
export function isUnauthorizedText(error: unknown): boolean {
  return error instanceof ApiError && error.serverMessage?.trim().toLowerCase() === 'unauthorized';
}

/**
 * Shows the failures of My Exam's list calls, each once: one with a server message is an error
 * toast and the error backdrop, whose Cancel goes to the dashboard [EXAM-ERR-1] [EXAM-ERR-2]; one
 * without is left to the list, which says the status text in place with a retry [EXAM-ERR-3]. A
 * failure already shown (a 403 logs out in api-client) is skipped. Returns the backdrop's message
 * while it shows. The calls' queries are silent, so the query cache does not toast them too.
 */
export function useExamFailures(errors: readonly unknown[]): string | null {
  const [backdrop, setBackdrop] = useState<string | null>(null);
  const seen = useRef(new WeakSet<object>());
  useEffect(() => {
    for (const error of errors) {
      if (!error || typeof error !== 'object' || seen.current.has(error)) continue;
      seen.current.add(error);
      if ((error instanceof ApiError && error.handled) || !hasServerMessage(error)) continue;
      const message = errorText(error);
      showToast(message);
      setBackdrop((shown) => shown ?? message);
    }
  }, [errors]);
  return backdrop;
}

import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/show-error.ts';
import { showToast } from '../../lib/toast-store.ts';
import { isUnauthorizedText } from './use-exam-failures.ts';

/**
 * A failed label call: the strip goes on with the placeholders [EXAM-LABEL-8], and the failure is
 * an error toast unless it says 'unauthorized' [EXAM-LABEL-9] or was already shown (a 403 logs
 * out). No backdrop: the placeholders keep the screen usable.
 */
export function useLabelFailureToast(error: unknown): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    if ((error instanceof ApiError && error.handled) || isUnauthorizedText(error)) return;
    showToast(errorText(error));
  }, [error]);
}

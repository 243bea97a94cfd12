import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/show-error.ts';
import { showToast } from '../../lib/toast-store.ts';
import { isUnauthorizedText } from './use-exam-failures.ts';

/**
 * A success toast once a list has loaded for a choice (a label's tests, the offline report)
 * [EXAM-TOAST-1]; the spec gives no wording. `loadedFor` is the choice whose answer is there, or
 * null while none is. Once per choice: a background refresh of the same list stays quiet.
 */
export function useLoadedToast(loadedFor: string | null, textKey: string): void {
  const { t } = useTranslation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (loadedFor === null || last.current === loadedFor) return;
    last.current = loadedFor;
    showToast(t(textKey), 'success');
  }, [loadedFor, textKey, t]);
}

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

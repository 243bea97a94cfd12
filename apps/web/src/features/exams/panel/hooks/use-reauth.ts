import { useCallback, useState } from 'react';
import { i18n } from '../../../../lib/i18n.ts';
import { refusalText } from '../model/refusal-text.ts';
import { relaunch } from './use-panel-entry.ts';

/**
 * After the in-place sign-in: launch and enter again for the same test (decision 040), which
 * resumes the open attempt and sets a new attempt cookie; then the caller sends what waited. A
 * refusal (the attempt ended meanwhile) is said in the caller's words.
 */
export function useReauth(testId: number, attemptId: number, onBack: () => void, onRefused: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(() => {
    setBusy(true);
    relaunch({ test_id: testId }).then(
      (entered) => {
        setBusy(false);
        // Another attempt (this one ended while signed out, a practice test had attempts left):
        // never pour this attempt's answers into it; say this one has ended.
        if (entered.attempt.attempt_id !== attemptId) onRefused(i18n.t('examPanel.done.closed'));
        else onBack();
      },
      (error: unknown) => {
        setBusy(false);
        onRefused(refusalText(error));
      },
    );
  }, [testId, attemptId, onBack, onRefused]);
  return { busy, run };
}

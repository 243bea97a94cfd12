import { useCallback, useState } from 'react';
import { refusalText } from '../model/refusal-text.ts';
import { relaunch } from './use-panel-entry.ts';

/**
 * After the in-place sign-in: launch and enter again for the same test (decision 040), which
 * resumes the open attempt and sets a new attempt cookie; then the caller sends what waited. A
 * refusal (the attempt ended meanwhile) is said in the caller's words.
 */
export function useReauth(testId: number, onBack: () => void, onRefused: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(() => {
    setBusy(true);
    relaunch({ test_id: testId }).then(
      () => {
        setBusy(false);
        onBack();
      },
      (error: unknown) => {
        setBusy(false);
        onRefused(refusalText(error));
      },
    );
  }, [testId, onBack, onRefused]);
  return { busy, run };
}

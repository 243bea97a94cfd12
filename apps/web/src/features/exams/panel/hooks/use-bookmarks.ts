import { useCallback, useState } from 'react';
import { showToast } from '../../../../lib/toast-store.ts';
import { setBookmark } from '../api/attempt-calls.ts';
import { refusalText } from '../model/refusal-text.ts';

/** The bookmark toggle: shown at once, put back with a message if the server refuses. */
export function useBookmarks(attemptId: number, initial: readonly number[]) {
  const [marked, setMarked] = useState(() => new Set(initial));
  const flip = (set: Set<number>, id: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };
  const toggle = useCallback(
    (questionId: number) => {
      const on = !marked.has(questionId);
      setMarked((s) => flip(s, questionId, on));
      setBookmark(attemptId, questionId, on).catch((error: unknown) => {
        setMarked((s) => flip(s, questionId, !on));
        showToast(refusalText(error));
      });
    },
    [attemptId, marked],
  );
  return { isBookmarked: (id: number) => marked.has(id), toggle };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PanelLayout } from '../panel-data.ts';

/**
 * Which question shows, and moving between them. After a move by a button (next, previous, the
 * palette) the new question's heading takes the focus, so a screen reader hears it and Tab
 * continues into its answer; a section tab keeps it (arrow keys go on along the tabs). `onLeave` hears how long the question was shown (its time).
 */
export function useQuestionNav(layout: PanelLayout, onShow: (questionId: number) => void, onLeave?: (questionId: number, ms: number) => void) {
  const [current, setCurrent] = useState(() => layout.questions[0]?.question_id ?? 0);
  const shown = useRef(current);
  const focusNext = useRef(false);
  const shownAt = useRef(performance.now());
  const index = layout.questions.findIndex((q) => q.question_id === current);

  const go = useCallback(
    (questionId: number, { focus = true }: { focus?: boolean } = {}) => {
      if (!layout.byId.has(questionId)) return;
      focusNext.current = focus;
      if (shown.current !== questionId) {
        const now = performance.now();
        onLeave?.(shown.current, now - shownAt.current);
        shownAt.current = now;
        shown.current = questionId;
      }
      setCurrent(questionId);
    },
    [layout, onLeave],
  );

  useEffect(() => {
    onShow(current);
    if (!focusNext.current) return;
    focusNext.current = false;
    document.querySelector<HTMLElement>('[data-question-heading]')?.focus();
  }, [current, onShow]);

  return {
    current,
    index,
    go,
    previous: () => index > 0 && go(layout.questions[index - 1]!.question_id),
    next: () => index < layout.questions.length - 1 && go(layout.questions[index + 1]!.question_id),
    hasPrevious: index > 0,
    hasNext: index < layout.questions.length - 1,
  };
}

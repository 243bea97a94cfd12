import { useCallback, useRef } from 'react';

/** Whether an element's top is out of the viewport below the sticky header (about 4.5rem). */
function topOutOfView(el: HTMLElement): boolean {
  const top = el.getBoundingClientRect().top;
  return top < 60 || top > window.innerHeight * 0.6;
}

/**
 * The list under a calendar, and a way to bring it into view after a tap on a day or a month
 * (issue 35: on a phone the list changed below the fold, unseen). Only when its top is out of
 * view, so a wide screen, where the list sits beside the calendar, does not move; focus stays
 * on the calendar, so the arrow keys go on from the day chosen.
 */
export function useListInView() {
  const ref = useRef<HTMLElement>(null);
  const bringIntoView = useCallback(() => {
    // After the list has drawn the new day, in the next frame.
    requestAnimationFrame(() => {
      const el = ref.current;
      if (!el || typeof el.scrollIntoView !== 'function' || !topOutOfView(el)) return;
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
      el.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    });
  }, []);
  return { ref, bringIntoView };
}

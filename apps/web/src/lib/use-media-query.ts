import { useSyncExternalStore } from 'react';

/** Phones and small tablets: where the header folds into one row and a Menu panel. */
export const NARROW_SCREEN = '(max-width: 900px)';
/** Phones: where a calendar's list shows one day at a time and month names are short. */
export const PHONE_SCREEN = '(max-width: 40rem)';

function queryOf(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a media query matches now, redrawn when it changes (a turned phone). Where the
 * environment has no matchMedia (tests' jsdom, a prerender) it answers false: the wide layout.
 * For what CSS alone cannot do, such as moving a control into another container.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = queryOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => queryOf(query)?.matches ?? false,
    () => false,
  );
}

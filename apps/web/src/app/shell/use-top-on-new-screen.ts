import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A screen reached by a link (a product card, a menu entry, Back to the list) opens at its top,
 * not at the scroll position of the screen before it (issue 35: a product's detail opened 390 px
 * down). Back and forward (a POP) are left to the browser, which puts a list back where it was.
 * A change of the query alone (a tab, a label choice) keeps the place on the same screen.
 */
export function useTopOnNewScreen(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const last = useRef(pathname);
  useLayoutEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    // A property, not window.scrollTo: the same in every browser, and quiet in the tests' jsdom.
    if (navigationType !== 'POP') (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname, navigationType]);
}

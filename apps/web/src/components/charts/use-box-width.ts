import { useCallback, useState } from 'react';
import { DEFAULT_WIDTH } from './chart-layout.ts';

/**
 * The width of the element the returned ref is put on, kept up to date as it resizes (a phone
 * turned, a dialog opened). Without ResizeObserver (tests) the default drawing width is used.
 */
export function useBoxWidth(): [(el: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const ref = useCallback((el: HTMLElement | null) => {
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const w = Math.floor(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

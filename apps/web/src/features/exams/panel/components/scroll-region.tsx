import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './scroll-region.module.css';

/** Named by a visible or hidden text of its content (a caption), or by a label of its own. */
type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };
type Props = Name & { children: ReactNode };

/** Whether the content is wider than the region, and on which sides more of it lies. */
type Edges = { wide: boolean; before: boolean; after: boolean };
const NARROW: Edges = { wide: false, before: false, after: false };

function edgesOf(el: HTMLElement): Edges {
  const wide = el.scrollWidth - el.clientWidth > 1;
  if (!wide) return NARROW;
  const scrolled = Math.abs(el.scrollLeft);
  return { wide, before: scrolled > 1, after: scrolled + el.clientWidth < el.scrollWidth - 1 };
}

/**
 * A table wider than a phone scrolls sideways in here (issue 32). Named and focusable, so a
 * keyboard can scroll it too (axe scrollable-region-focusable), like the app's other table
 * regions; and when its content does not fit it says so, in words above it (described by them)
 * and by a fade at each edge that has more beyond it, since a phone shows no scrollbar.
 */
export function ScrollRegion({ label, labelledBy, children }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const region = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>(NARROW);
  const measure = useCallback(() => {
    if (!region.current) return;
    const next = edgesOf(region.current);
    setEdges((old) => (old.wide === next.wide && old.before === next.before && old.after === next.after ? old : next));
  }, []);
  // Measured before the first paint, so the hint is there from the start and never pushes the
  // page down under a finger; again whenever the region or its table changes size.
  useLayoutEffect(() => {
    measure();
    const el = region.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div className={styles.scroller}>
      {edges.wide ? (
        <p id={hintId} className={styles.hint}>
          <span aria-hidden="true">↔</span>
          {t('examPanel.scroll.hint')}
        </p>
      ) : null}
      <div className={styles.frame} data-more-before={edges.before || undefined} data-more-after={edges.after || undefined}>
        <div
          ref={region}
          className={styles.region}
          role="region"
          aria-label={label}
          aria-labelledby={labelledBy}
          aria-describedby={edges.wide ? hintId : undefined}
          tabIndex={0}
          onScroll={measure}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

import { Group } from '@visx/group';
import { useId, type ReactNode } from 'react';
import styles from './chart.module.css';

/** The drawing's size in its own units; it scales with its box (viewBox). */
export const CHART = { width: 640, height: 280, margin: { top: 16, right: 24, bottom: 40, left: 64 } } as const;
export const INNER = { width: CHART.width - CHART.margin.left - CHART.margin.right, height: CHART.height - CHART.margin.top - CHART.margin.bottom };

export type LegendItem = { name: string; className: string };

/**
 * A chart's frame (decision 046): the SVG, named by its title (which points to the table beside
 * it), the plot inside the margins, and a legend naming each series in words when there are
 * several, so colour is never the only key.
 */
export function ChartFrame({ title, legend, children }: { title: string; legend: readonly LegendItem[]; children: ReactNode }) {
  const titleId = useId();
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className={styles.svg} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        <Group left={CHART.margin.left} top={CHART.margin.top}>
          {children}
        </Group>
      </svg>
      {legend.length > 1 ? (
        <figcaption className={styles.legend}>
          {legend.map((s) => (
            <span key={s.name} className={styles.key}>
              <span className={`${styles.swatch} ${s.className}`} aria-hidden="true" />
              {s.name}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}

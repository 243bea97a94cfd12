import { Group } from '@visx/group';
import { useId, type ReactNode } from 'react';
import { chartLayout, type ChartLayout } from './chart-layout.ts';
import { useBoxWidth } from './use-box-width.ts';
import styles from './chart.module.css';

export type LegendItem = { name: string; className: string };

type Props = {
  title: string;
  legend: readonly LegendItem[];
  /** The labels along the bottom, which decide whether they slant (chart-layout.ts). */
  labels: readonly string[];
  children: (layout: ChartLayout) => ReactNode;
};

/**
 * A chart's frame (decision 046): the SVG, named by its title (which points to the table beside
 * it), the plot inside the margins, and a legend naming each series in words when there are
 * several, so colour is never the only key. It is drawn at its box's width, so its text stays
 * 12 px on a phone (decision 087).
 */
export function ChartFrame({ title, legend, labels, children }: Props) {
  const titleId = useId();
  const [boxRef, boxWidth] = useBoxWidth();
  const layout = chartLayout(boxWidth, labels);
  return (
    <figure className={styles.figure}>
      <div ref={boxRef} className={styles.box}>
        <svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} className={styles.svg} role="img" aria-labelledby={titleId}>
          <title id={titleId}>{title}</title>
          <Group left={layout.margin.left} top={layout.margin.top}>
            {children(layout)}
          </Group>
        </svg>
      </div>
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

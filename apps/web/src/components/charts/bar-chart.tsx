import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import styles from './chart.module.css';

type Series = { name: string; className: string };

type Props = {
  /** One group of bars per datum key; one bar per series in each group. */
  groups: readonly { key: string; label: string; values: readonly (number | null)[] }[];
  series: readonly Series[];
  yMax: number;
  /** What the chart shows, said to a screen reader; the numbers are in the table beside it. */
  title: string;
  yLabel: string;
};

const WIDTH = 640;
const HEIGHT = 280;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 64 };

/**
 * A bar chart drawn as SVG with visx (decision 046): groups along the bottom, one bar per series
 * in each, the scale on the left. It scales with its box (viewBox). A screen reader hears its
 * title and is pointed to the table that every chart of ours has beside it; the bars themselves
 * are not read one by one. A missing value (null) draws no bar.
 */
export function BarChart({ groups, series, yMax, title, yLabel }: Props) {
  const titleId = useId();
  const innerW = WIDTH - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: groups.map((g) => g.key), range: [0, innerW], padding: 0.25 });
  const inner = scaleBand<number>({ domain: series.map((_, i) => i), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear<number>({ domain: [0, Math.max(yMax, 1)], range: [innerH, 0], nice: true });
  const labels = new Map(groups.map((g) => [g.key, g.label]));
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {groups.map((g) =>
            g.values.map((v, i) =>
              v === null ? null : (
                <Bar
                  key={`${g.key}-${i}`}
                  x={(x(g.key) ?? 0) + (inner(i) ?? 0)}
                  y={y(Math.max(0, v))}
                  width={inner.bandwidth()}
                  height={Math.max(0, innerH - y(Math.max(0, v)))}
                  className={series[i]!.className}
                  rx={3}
                />
              ),
            ),
          )}
          <AxisLeft scale={y} numTicks={5} label={yLabel} axisClassName={styles.axis} tickClassName={styles.tick} labelClassName={styles.axisLabel} labelOffset={28} />
          <AxisBottom top={innerH} scale={x} tickFormat={(k) => labels.get(k) ?? k} axisClassName={styles.axis} tickClassName={styles.tick} />
        </Group>
      </svg>
      {series.length > 1 ? (
        <figcaption className={styles.legend}>
          {series.map((s) => (
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

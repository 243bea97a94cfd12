import { AxisBottom, AxisLeft } from '@visx/axis';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartFrame, INNER, type LegendItem } from './chart-frame.tsx';
import styles from './chart.module.css';

type Props = {
  /** One group of bars per datum key; one bar per series in each group. */
  groups: readonly { key: string; label: string; values: readonly (number | null)[] }[];
  series: readonly LegendItem[];
  yMax: number;
  /** What the chart shows, said to a screen reader; the numbers are in the table beside it. */
  title: string;
  yLabel: string;
};

/**
 * A bar chart drawn as SVG with visx (decision 046): groups along the bottom, one bar per series
 * in each, the scale on the left. The bars are not read one by one: the table beside says them.
 * A missing value (null) draws no bar.
 */
export function BarChart({ groups, series, yMax, title, yLabel }: Props) {
  const x = scaleBand<string>({ domain: groups.map((g) => g.key), range: [0, INNER.width], padding: 0.25 });
  const inner = scaleBand<number>({ domain: series.map((_, i) => i), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear<number>({ domain: [0, Math.max(yMax, 1)], range: [INNER.height, 0], nice: true });
  const labels = new Map(groups.map((g) => [g.key, g.label]));
  return (
    <ChartFrame title={title} legend={series}>
      {groups.map((g) =>
        g.values.map((v, i) =>
          v === null ? null : (
            <Bar
              key={`${g.key}-${i}`}
              x={(x(g.key) ?? 0) + (inner(i) ?? 0)}
              y={y(Math.max(0, v))}
              width={inner.bandwidth()}
              height={Math.max(0, INNER.height - y(Math.max(0, v)))}
              className={series[i]!.className}
              rx={3}
            />
          ),
        ),
      )}
      <AxisLeft scale={y} numTicks={5} label={yLabel} axisClassName={styles.axis} tickClassName={styles.tick} labelClassName={styles.axisLabel} labelOffset={28} />
      <AxisBottom top={INNER.height} scale={x} tickFormat={(k) => labels.get(k) ?? k} axisClassName={styles.axis} tickClassName={styles.tick} />
    </ChartFrame>
  );
}

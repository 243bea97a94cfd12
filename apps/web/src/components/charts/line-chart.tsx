import { AxisBottom, AxisLeft } from '@visx/axis';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { ChartFrame, INNER, type LegendItem } from './chart-frame.tsx';
import styles from './chart.module.css';

type Props = {
  /** The points along the bottom, in order. */
  points: readonly { key: string; label: string }[];
  series: readonly (LegendItem & { values: readonly (number | null)[] })[];
  yMax: number;
  /** What the chart shows, said to a screen reader; the numbers are in the table beside it. */
  title: string;
  yLabel: string;
};

/**
 * A line chart drawn as SVG with visx (decision 046): one line per series across the points, a
 * dot on each value (a single test still shows), a gap where a value is missing.
 */
export function LineChart({ points, series, yMax, title, yLabel }: Props) {
  const x = scalePoint<string>({ domain: points.map((p) => p.key), range: [0, INNER.width], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [0, Math.max(yMax, 1)], range: [INNER.height, 0], nice: true });
  const labels = new Map(points.map((p) => [p.key, p.label]));
  return (
    <ChartFrame title={title} legend={series}>
      {series.map((s) => {
        const data = points.map((p, i) => ({ key: p.key, v: s.values[i] ?? null }));
        return (
          <g key={s.name} className={s.className}>
            <LinePath data={data} x={(d) => x(d.key) ?? 0} y={(d) => y(d.v ?? 0)} defined={(d) => d.v !== null} className={styles.line} />
            {data.map((d) => (d.v === null ? null : <circle key={d.key} cx={x(d.key) ?? 0} cy={y(d.v)} r={4} className={styles.dot} />))}
          </g>
        );
      })}
      <AxisLeft scale={y} numTicks={5} label={yLabel} axisClassName={styles.axis} tickClassName={styles.tick} labelClassName={styles.axisLabel} labelOffset={28} />
      <AxisBottom top={INNER.height} scale={x} tickFormat={(k) => labels.get(k) ?? k} axisClassName={styles.axis} tickClassName={styles.tick} />
    </ChartFrame>
  );
}

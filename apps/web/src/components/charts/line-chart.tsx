import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { ChartAxes } from './axes.tsx';
import { ChartFrame, type LegendItem } from './chart-frame.tsx';
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
  const labels = new Map(points.map((p) => [p.key, p.label]));
  return (
    <ChartFrame title={title} legend={series} labels={points.map((p) => p.label)}>
      {(layout) => {
        const x = scalePoint<string>({ domain: points.map((p) => p.key), range: [0, layout.inner.width], padding: 0.5 });
        const y = scaleLinear<number>({ domain: [0, Math.max(yMax, 1)], range: [layout.inner.height, 0], nice: true });
        return (
          <>
            {series.map((s) => {
              const data = points.map((p, i) => ({ key: p.key, v: s.values[i] ?? null }));
              return (
                <g key={s.name} className={s.className}>
                  <LinePath data={data} x={(d) => x(d.key) ?? 0} y={(d) => y(d.v ?? 0)} defined={(d) => d.v !== null} className={styles.line} />
                  {data.map((d) => (d.v === null ? null : <circle key={d.key} cx={x(d.key) ?? 0} cy={y(d.v)} r={4} className={styles.dot} />))}
                </g>
              );
            })}
            <ChartAxes layout={layout} x={x} y={y} labels={labels} yLabel={yLabel} />
          </>
        );
      }}
    </ChartFrame>
  );
}

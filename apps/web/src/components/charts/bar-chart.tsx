import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartAxes } from './axes.tsx';
import { ChartFrame, type LegendItem } from './chart-frame.tsx';

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
  const labels = new Map(groups.map((g) => [g.key, g.label]));
  return (
    <ChartFrame title={title} legend={series} labels={groups.map((g) => g.label)}>
      {(layout) => {
        const { inner } = layout;
        const x = scaleBand<string>({ domain: groups.map((g) => g.key), range: [0, inner.width], padding: 0.25 });
        const band = scaleBand<number>({ domain: series.map((_, i) => i), range: [0, x.bandwidth()], padding: 0.1 });
        const y = scaleLinear<number>({ domain: [0, Math.max(yMax, 1)], range: [inner.height, 0], nice: true });
        return (
          <>
            {groups.map((g) =>
              g.values.map((v, i) =>
                v === null ? null : (
                  <Bar
                    key={`${g.key}-${i}`}
                    x={(x(g.key) ?? 0) + (band(i) ?? 0)}
                    y={y(Math.max(0, v))}
                    width={band.bandwidth()}
                    height={Math.max(0, inner.height - y(Math.max(0, v)))}
                    className={series[i]!.className}
                    rx={3}
                  />
                ),
              ),
            )}
            <ChartAxes layout={layout} x={x} y={y} labels={labels} yLabel={yLabel} />
          </>
        );
      }}
    </ChartFrame>
  );
}

import { AxisBottom, AxisLeft } from '@visx/axis';
import type { PickD3Scale } from '@visx/scale';
import { shownTicks, type ChartLayout } from './chart-layout.ts';
import styles from './chart.module.css';

type Props = {
  layout: ChartLayout;
  y: PickD3Scale<'linear', number>;
  x: PickD3Scale<'band', number, string> | PickD3Scale<'point', number, string>;
  /** The bottom label of each key. */
  labels: ReadonlyMap<string, string>;
  yLabel: string;
};

/**
 * The two axes of a chart: the scale on the left with its name, the keys' labels along the
 * bottom, slanted and thinned where they would not fit (chart-layout.ts). Their text takes its
 * size and colour from chart.module.css, whatever visx writes on it.
 */
export function ChartAxes({ layout, y, x, labels, yLabel }: Props) {
  const slant = layout.slanted ? { angle: -45, textAnchor: 'end' as const, dx: 4, dy: -2 } : { textAnchor: 'middle' as const };
  return (
    <>
      <AxisLeft scale={y} numTicks={5} label={yLabel} axisClassName={styles.axis} tickClassName={styles.tick} labelClassName={styles.axisLabel} labelOffset={30} />
      <AxisBottom
        top={layout.inner.height}
        scale={x}
        tickValues={shownTicks(x.domain(), layout.every)}
        tickFormat={(k) => labels.get(k) ?? k}
        tickLabelProps={() => slant}
        axisClassName={styles.axis}
        tickClassName={styles.tick}
      />
    </>
  );
}

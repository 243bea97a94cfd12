import { describe, expect, it } from 'vitest';
import { chartLayout, MIN_WIDTH, shownTicks } from './chart-layout.ts';

const dates = (n: number) => Array.from({ length: n }, (_, i) => `${String(i + 1).padStart(2, '0')}-06`);

describe('a chart drawn at its box width (decision 087)', () => {
  it('[REPORT-AN-1] is as wide as its box, one unit a pixel, so its 12 px text stays 12 px on a 390 px phone', () => {
    const layout = chartLayout(330, dates(4));
    expect(layout.width).toBe(330);
    expect(layout.inner.width).toBe(330 - layout.margin.left - layout.margin.right);
    expect(layout.slanted).toBe(false);
    expect(layout.every).toBe(1);
  });

  it('[REPORT-SUM-5] [REPORT-SUM-8] subject names that do not fit side by side slant, and the bottom margin makes room for them', () => {
    const straight = chartLayout(640, ['Maths', 'Science']);
    const slanted = chartLayout(330, ['Mathematics', 'Science and Technol', 'Social Science', 'English']);
    expect(straight.slanted).toBe(false);
    expect(slanted.slanted).toBe(true);
    expect(slanted.margin.bottom).toBeGreaterThan(straight.margin.bottom);
    expect(slanted.height).toBeGreaterThan(straight.height);
  });

  it('[REPORT-AN-1] many exam dates on a phone: slanted, and only every n-th written, at least a line apart', () => {
    const layout = chartLayout(300, dates(30));
    expect(layout.slanted).toBe(true);
    expect(layout.every).toBeGreaterThan(1);
    expect((layout.inner.width / 30) * layout.every).toBeGreaterThanOrEqual(18);
    expect(shownTicks(dates(30), layout.every)[0]).toBe('01-06');
  });

  it('is never narrower than its minimum, however small its box', () => {
    expect(chartLayout(100, []).width).toBe(MIN_WIDTH);
  });
});

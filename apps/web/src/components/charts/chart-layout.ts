/**
 * The size of a chart drawn at its box's own width, one SVG unit a CSS pixel (decision 087): its
 * text then keeps its size (12 px) on a phone instead of shrinking with the drawing, as a
 * 640-unit drawing scaled into a 330 px box did (about 6 px). Labels along the bottom that no
 * longer fit side by side turn to a slant, and when even slanted ones would touch, only every
 * n-th is written (the table beside the chart has them all).
 */

/** The text size of ticks and axis names, in px; the CSS says the same (chart.module.css). */
export const TICK_FONT_PX = 12;
/** A chart is drawn at least this wide (its box cuts the rest): narrower than any phone's box. */
export const MIN_WIDTH = 240;
export const DEFAULT_WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 32, left: 56 } as const;
/** The width of an average character of the labels, as a share of the font size. */
const CHAR = 0.6;
const SLANT = Math.SQRT1_2;
const MAX_SLANTED_PX = 110;

export type ChartLayout = {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  inner: { width: number; height: number };
  /** Bottom labels drawn at -45 degrees. */
  slanted: boolean;
  /** Every how many-th bottom label is written (1: all). */
  every: number;
};

/** The layout of a chart `boxWidth` px wide whose bottom labels are `labels`. */
export function chartLayout(boxWidth: number, labels: readonly string[]): ChartLayout {
  const width = Math.max(MIN_WIDTH, Math.floor(boxWidth));
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const step = innerWidth / Math.max(1, labels.length);
  const longest = Math.max(0, ...labels.map((l) => l.length)) * TICK_FONT_PX * CHAR;
  const slanted = longest > step - 6;
  const drop = slanted ? Math.min(MAX_SLANTED_PX, longest) * SLANT + TICK_FONT_PX : 0;
  // Slanted labels stand a line's height apart along the axis.
  const every = slanted ? Math.max(1, Math.ceil((TICK_FONT_PX * 1.5) / step)) : 1;
  const margin = { ...MARGIN, bottom: MARGIN.bottom + Math.round(drop) };
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  return { width, height: margin.top + innerHeight + margin.bottom, margin, inner: { width: innerWidth, height: innerHeight }, slanted, every };
}

/** The bottom labels to write: all, or every n-th (the first always). */
export function shownTicks<T>(keys: readonly T[], every: number): T[] {
  return keys.filter((_, i) => i % every === 0);
}

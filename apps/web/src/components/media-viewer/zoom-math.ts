/**
 * The viewer's zoom as numbers, apart from React so it is tested alone (decision 090). A scale is
 * CSS pixels per PDF point; a page's layout is in points.
 */
export type PageLayout = {
  /** The page's size. */
  width: number;
  height: number;
  /** Where its text starts and ends across the page (the whole page when it has no text). */
  left: number;
  right: number;
  /** The size most of its characters are set in; null for a page without text (a scan). */
  bodyPt: number | null;
};

export type ZoomRange = { min: number; open: number; max: number };

/** Body text smaller than this is fine print on a phone (Apple's and Android's smallest text style). */
export const READABLE_PX = 11;
/** Kept on each side of the text column when it is fitted to the width, in points. */
const GUTTER = 6;
const STEP = 1.25;

/**
 * The scales a page may take in a view `viewWidth` pixels wide: at least the whole page's width,
 * at most four times that. It opens at the whole page when its body text is readable so; else at
 * its text column fitted to the width (the margins off screen); and when even that leaves the body
 * text under READABLE_PX, at READABLE_PX: a long line then scrolls sideways inside the page area.
 */
export function zoomRange(layout: PageLayout, viewWidth: number): ZoomRange {
  const fitPage = viewWidth / layout.width;
  const column = Math.max(layout.right - layout.left + 2 * GUTTER, 1);
  const fitColumn = Math.max(fitPage, viewWidth / column);
  const readable = layout.bodyPt ? READABLE_PX / layout.bodyPt : fitPage;
  const max = fitPage * 4;
  const wanted = readable <= fitPage ? fitPage : readable <= fitColumn ? fitColumn : readable;
  return { min: fitPage, open: Math.min(wanted, max), max };
}

export const clampScale = (scale: number, range: ZoomRange) => Math.min(range.max, Math.max(range.min, scale));

/** One press of zoom in (+1) or out (-1): a quarter more or less, within the range. */
export const stepScale = (scale: number, direction: 1 | -1, range: ZoomRange) => clampScale(scale * STEP ** direction, range);

/** The scroll that keeps the point under `focal` (pixels from the view's edge) in place while the scale goes from `from` to `to`. */
export const anchoredScroll = (scroll: number, focal: number, from: number, to: number) => Math.max(0, (scroll + focal) * (to / from) - focal);

/** Where a page opened wider than the view is scrolled: to its text column's start, so the first words are in view. */
export function openScrollLeft(layout: PageLayout, scale: number, viewWidth: number): number {
  const overflow = layout.width * scale - viewWidth;
  if (overflow <= 0) return 0;
  return Math.min(overflow, Math.max(0, (layout.left - GUTTER) * scale));
}

/** The body text size: the font size carrying the most characters (rounded to a half point). */
export function bodySize(items: readonly { size: number; chars: number }[]): number | null {
  const bySize = new Map<number, number>();
  for (const { size, chars } of items) {
    if (!(size > 0) || chars <= 0) continue;
    const key = Math.round(size * 2) / 2;
    bySize.set(key, (bySize.get(key) ?? 0) + chars);
  }
  let best: number | null = null;
  for (const [size, chars] of bySize) if (best === null || chars > bySize.get(best)!) best = size;
  return best;
}

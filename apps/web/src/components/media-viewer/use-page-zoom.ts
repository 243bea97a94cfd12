import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { usePinch, type Point } from './use-pinch.ts';
import { anchoredScroll, clampScale, openScrollLeft, stepScale, zoomRange, type PageLayout, type ZoomRange } from './zoom-math.ts';

/**
 * The zoom of a page in its scrolling area (decision 090): the first page opens at a readable
 * scale (zoom-math.ts) scrolled to its text; +/- buttons, the keys + - 0 and a two-finger pinch
 * change it around a point that stays put (the middle of the area, or between the fingers).
 * `shown` is the scale on screen (the pinch's while it moves); `scale` the one to draw sharp.
 */
export function usePageZoom(sheet: RefObject<HTMLDivElement | null>, layout: PageLayout | null) {
  const [range, setRange] = useState<ZoomRange | null>(null);
  const [scale, setScale] = useState<number | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const focal = useRef<Point | null>(null);
  const before = useRef<number | null>(null);

  useEffect(() => {
    if (!layout) return;
    // jsdom lays nothing out: a width of 0 there reads as a wide screen.
    const next = zoomRange(layout, sheet.current?.clientWidth || 800);
    setRange(next);
    setScale((s) => (s === null ? next.open : clampScale(s, next)));
  }, [layout, sheet]);

  const shown = preview ?? scale;
  useLayoutEffect(() => {
    const el = sheet.current;
    if (!el || shown === null || !layout) return;
    if (before.current === null) el.scrollLeft = openScrollLeft(layout, shown, el.clientWidth);
    else if (before.current !== shown) {
      const at = focal.current ?? { x: el.clientWidth / 2, y: el.clientHeight / 2 };
      el.scrollLeft = anchoredScroll(el.scrollLeft, at.x, before.current, shown);
      el.scrollTop = anchoredScroll(el.scrollTop, at.y, before.current, shown);
    }
    before.current = shown;
  }, [shown, layout, sheet]);

  const zoomTo = (next: number, at: Point | null = null) => {
    if (!range) return;
    focal.current = at;
    setPreview(null);
    setScale(clampScale(next, range));
  };
  const pinch = usePinch(
    shown ?? 1,
    (s, at) => {
      if (!range) return;
      focal.current = at;
      setPreview(clampScale(s, range));
    },
    zoomTo,
  );
  const zoomIn = () => scale !== null && range && zoomTo(stepScale(scale, 1, range));
  const zoomOut = () => scale !== null && range && zoomTo(stepScale(scale, -1, range));
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const act = { '+': zoomIn, '=': zoomIn, '-': zoomOut, '0': () => range && zoomTo(range.open) }[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  };
  return { range, scale, shown, zoomIn, zoomOut, onKeyDown, pinch };
}

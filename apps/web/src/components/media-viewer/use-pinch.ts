import { useRef, type Touch, type TouchEvent } from 'react';

export type Point = { x: number; y: number };
type Gesture = { distance: number; from: number; last: number; focal: Point };

const distance = (a: Touch, b: Touch) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) || 1;

/**
 * Two fingers on the page area zoom it (decision 090). While they move, `onPreview` gets the
 * scale their spread asks for and the point between them (relative to the element, so that
 * point stays under the fingers); when one lifts, `onCommit` gets the last one, for a sharp
 * redraw. One finger is left to the browser, which scrolls the area (CSS touch-action pan-x
 * pan-y keeps it from zooming the whole page instead).
 */
export function usePinch(scale: number, onPreview: (scale: number, focal: Point) => void, onCommit: (scale: number, focal: Point) => void) {
  const gesture = useRef<Gesture | null>(null);
  const focalOf = (e: TouchEvent<HTMLElement>, a: Touch, b: Touch): Point => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: (a.clientX + b.clientX) / 2 - box.left, y: (a.clientY + b.clientY) / 2 - box.top };
  };
  const onTouchStart = (e: TouchEvent<HTMLElement>) => {
    const [a, b] = [e.touches[0], e.touches[1]];
    if (e.touches.length !== 2 || !a || !b) return;
    gesture.current = { distance: distance(a, b), from: scale, last: scale, focal: focalOf(e, a, b) };
  };
  const onTouchMove = (e: TouchEvent<HTMLElement>) => {
    const g = gesture.current;
    const [a, b] = [e.touches[0], e.touches[1]];
    if (!g || e.touches.length < 2 || !a || !b) return;
    g.last = (g.from * distance(a, b)) / g.distance;
    g.focal = focalOf(e, a, b);
    onPreview(g.last, g.focal);
  };
  const onTouchEnd = (e: TouchEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g || e.touches.length >= 2) return;
    gesture.current = null;
    onCommit(g.last, g.focal);
  };
  return { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd };
}

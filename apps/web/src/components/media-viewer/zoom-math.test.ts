import { describe, expect, it } from 'vitest';
import { anchoredScroll, bodySize, openScrollLeft, stepScale, zoomRange, type PageLayout } from './zoom-math.ts';

// The demo's guidelines: A4, text from 56 to 506 points, body set in 12 point (decision 090).
const A4: PageLayout = { width: 595, height: 842, left: 56, right: 506, bodyPt: 12 };

describe('the viewer zoom (decision 090)', () => {
  it('[VIEWER-FILE-1] on a 390 px phone an A4 page opens with its body text at 11 px, scrolled to the text', () => {
    const range = zoomRange(A4, 390);
    expect(range.open * 12).toBeCloseTo(11);
    expect(range.min).toBeCloseTo(390 / 595);
    expect(openScrollLeft(A4, range.open, 390)).toBeCloseTo(50 * range.open);
  });

  it('[VIEWER-FILE-1] wide margins: the text column fitted to the width is enough', () => {
    const narrow = { ...A4, left: 150, right: 445 };
    expect(zoomRange(narrow, 390).open).toBeCloseTo(390 / 307);
  });

  it('[VIEWER-FILE-1] a wide screen, or a page without text, opens at the whole page', () => {
    expect(zoomRange(A4, 1000).open).toBeCloseTo(1000 / 595);
    expect(zoomRange({ ...A4, bodyPt: null }, 390).open).toBeCloseTo(390 / 595);
    expect(openScrollLeft(A4, 1000 / 595, 1000)).toBe(0);
  });

  it('[VIEWER-FILE-1] a step is a quarter, within the whole page and four times it', () => {
    const range = zoomRange(A4, 390);
    expect(stepScale(range.open, 1, range)).toBeCloseTo(range.open * 1.25);
    expect(stepScale(range.min, -1, range)).toBe(range.min);
    expect(stepScale(range.max, 1, range)).toBe(range.max);
  });

  it('keeps the point under the fingers in place: at 100 px into a view scrolled 50, doubling scrolls to 200', () => {
    expect(anchoredScroll(50, 100, 1, 2)).toBe(200);
    expect(anchoredScroll(0, 100, 2, 1)).toBe(0);
  });

  it('reads the body size as the size carrying the most characters', () => {
    expect(bodySize([{ size: 18, chars: 40 }, { size: 11, chars: 20 }, { size: 12, chars: 300 }, { size: 12.1, chars: 10 }])).toBe(12);
    expect(bodySize([])).toBeNull();
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colourPair, contrast } from '../../test/contrast.ts';

const css = readFileSync(fileURLToPath(new URL('./list/due-badge.module.css', import.meta.url)), 'utf8');
const pair = (selector: string) => colourPair(css, selector);

describe('due badge colours', () => {
  for (const tone of ['urgent', 'soon', 'later']) {
    for (const [theme, selector] of [
      ['light themes', `.${tone}`],
      ['dark theme', `:global(.dark) .${tone}`],
    ] as const) {
      it(`[SHELL-THEME-1] [ASSIGN-BADGE-4] the ${tone} badge meets WCAG AA (4.5:1) in the ${theme}`, () => {
        const { bg, fg } = pair(selector);
        expect(bg, `${selector} background`).toBeDefined();
        expect(fg, `${selector} color`).toBeDefined();
        expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('[ASSIGN-BADGE-4] the 2-5 and 6-7 day badges differ in colour in every theme', () => {
    expect(pair('.soon').bg).not.toBe(pair('.later').bg);
    expect(pair(':global(.dark) .soon').bg).not.toBe(pair(':global(.dark) .later').bg);
  });
});

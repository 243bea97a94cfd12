// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colourPair, contrast } from '../../test/contrast.ts';
import { TONES } from './tone-chip.tsx';

const css = readFileSync(fileURLToPath(new URL('./tone-chip.module.css', import.meta.url)), 'utf8');

describe('status chip tones', () => {
  for (const tone of TONES) {
    // The light, blue and purple themes share the light pair; the dark theme has its own.
    for (const [theme, selector] of [
      ['light themes', `.${tone}`],
      ['dark theme', `:global(.dark) .${tone}`],
    ] as const) {
      it(`[SHELL-THEME-1] the ${tone} chip meets WCAG AA (4.5:1) in the ${theme}`, () => {
        const { bg, fg } = colourPair(css, selector);
        expect(bg, `${selector} background`).toBeDefined();
        expect(fg, `${selector} color`).toBeDefined();
        expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

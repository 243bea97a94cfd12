// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colourPair, contrast } from '../../test/contrast.ts';

const css = readFileSync(fileURLToPath(new URL('./components/status-chip.module.css', import.meta.url)), 'utf8');
const STATUSES = ['upcoming', 'ongoing', 'practice', 'resume', 'view'] as const;
const pair = (selector: string) => colourPair(css, selector);

describe('exam status colours', () => {
  for (const status of STATUSES) {
    // The light, blue and purple themes share the light pair; the dark theme has its own.
    for (const [theme, selector] of [
      ['light themes', `.${status}`],
      ['dark theme', `:global(.dark) .${status}`],
    ] as const) {
      it(`[SHELL-THEME-1] [EXAM-BTN-1] the ${status} status meets WCAG AA (4.5:1) in the ${theme}`, () => {
        const { bg, fg } = pair(selector);
        expect(bg, `${selector} background`).toBeDefined();
        expect(fg, `${selector} color`).toBeDefined();
        expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('[EXAM-LIST-11] every shown status has a colour of its own', () => {
    for (const prefix of ['', ':global(.dark) ']) {
      const backgrounds = STATUSES.map((s) => pair(`${prefix}.${s}`).bg);
      expect(new Set(backgrounds).size).toBe(STATUSES.length);
    }
  });
});

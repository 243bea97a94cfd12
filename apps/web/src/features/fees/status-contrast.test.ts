// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colourPair, contrast } from '../../test/contrast.ts';
import { INSTALMENT_STATUSES } from '@portal/domain/fees/instalment-status';
import { STATUS_KEY } from './components/status-badge.tsx';

const css = readFileSync(fileURLToPath(new URL('./components/status-badge.module.css', import.meta.url)), 'utf8');
const pair = (selector: string) => colourPair(css, selector);

describe('status badge colours', () => {
  for (const status of INSTALMENT_STATUSES) {
    const key = STATUS_KEY[status];
    // The light, blue and purple themes share the light pair; the dark theme has its own.
    for (const [theme, selector] of [
      ['light themes', `.${key}`],
      ['dark theme', `:global(.dark) .${key}`],
    ] as const) {
      it(`[SHELL-THEME-1] [FEES-STATUS-7] the ${status} badge meets WCAG AA (4.5:1) in the ${theme}`, () => {
        const { bg, fg } = pair(selector);
        expect(bg, `${selector} background`).toBeDefined();
        expect(fg, `${selector} color`).toBeDefined();
        expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

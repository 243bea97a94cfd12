// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../test/contrast.ts';

const css = readFileSync(fileURLToPath(new URL('./components/subject-chart.module.css', import.meta.url)), 'utf8');
const fill = (selector: string) => new RegExp(`(?:^|\\n)${selector.replace(/[.()]/g, (c) => `\\${c}`)}\\s*\\{[^}]*fill:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
// The chart's box is the surface colour of each theme (tokens.css).
const SURFACE = { light: '#ffffff', dark: '#171e29' };

describe('the graphical popup\'s bars', () => {
  for (const kind of ['right', 'wrong', 'left']) {
    it(`[REPORT-SUM-5] [SHELL-THEME-1] the ${kind} bars stand out from the chart's box (3:1, WCAG 1.4.11) in the light and dark themes`, () => {
      expect(contrast(fill(`.${kind}`)!, SURFACE.light)).toBeGreaterThanOrEqual(3);
      expect(contrast(fill(`:global(.dark) .${kind}`)!, SURFACE.dark)).toBeGreaterThanOrEqual(3);
    });
  }
});

const progressCss = readFileSync(fileURLToPath(new URL('./components/progress.module.css', import.meta.url)), 'utf8');
const stroke = (selector: string) =>
  new RegExp(`(?:^|\\n)${selector.replace(/[.()]/g, (c) => `\\${c}`)}\\s*\\{[^}]*stroke:\\s*(#[0-9a-f]{6})`, 'i').exec(progressCss)?.[1];

describe('the progress chart\'s lines', () => {
  for (const line of ['score', 'percentile']) {
    it(`[SHELL-THEME-1] the ${line} line stands out from the chart's box (3:1, WCAG 1.4.11) in the light and dark themes`, () => {
      expect(contrast(stroke(`.${line}`)!, SURFACE.light)).toBeGreaterThanOrEqual(3);
      expect(contrast(stroke(`:global(.dark) .${line}`)!, SURFACE.dark)).toBeGreaterThanOrEqual(3);
    });
  }
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THEMES } from '@portal/domain/shell/theme';
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

// The charts' text (components/charts/chart.module.css): the size seen, one unit a pixel (decision
// 087), and its colour on the chart's box, in every theme (tokens.css).
const chartCss = readFileSync(fileURLToPath(new URL('../../components/charts/chart.module.css', import.meta.url)), 'utf8');
const tokens = readFileSync(fileURLToPath(new URL('../../styles/tokens.css', import.meta.url)), 'utf8');
const themeVar = (theme: string, name: string) =>
  new RegExp(`\\.${theme}\\s*\\{[^}]*--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1];
const textRule = /\.tick text,\s*\.axisLabel\s*\{([^}]*)\}/.exec(chartCss)?.[1] ?? '';
const offlineCss = readFileSync(fileURLToPath(new URL('./components/offline-view.module.css', import.meta.url)), 'utf8');

describe("the charts' text and the analysis bars in every theme", () => {
  it('[REPORT-AN-1] [REPORT-SUM-5] axis ticks and names are at least 11 px, drawn one unit a pixel', () => {
    const size = /font-size:\s*(\d+(?:\.\d+)?)px/.exec(textRule)?.[1];
    expect(Number(size)).toBeGreaterThanOrEqual(11);
    // A viewBox scaled to the box would shrink it again: the drawing is sized in pixels.
    expect(chartCss).not.toMatch(/\.svg\s*\{[^}]*width:\s*100%/);
  });

  for (const theme of THEMES) {
    it(`[SHELL-THEME-1] [REPORT-AN-1] in the ${theme} theme the axis text reads at 4.5:1 on the chart's box, and the analysis bars stand out at 3:1`, () => {
      const fill = /fill:\s*var\(--([\w-]+)\)/.exec(textRule)?.[1];
      expect(fill).toBeDefined();
      const surface = themeVar(theme, 'surface')!;
      expect(contrast(themeVar(theme, fill!)!, surface)).toBeGreaterThanOrEqual(4.5);
      const bar = /\.bar\s*\{[^}]*fill:\s*var\(--([\w-]+)\)/.exec(offlineCss)?.[1];
      expect(contrast(themeVar(theme, bar!)!, surface)).toBeGreaterThanOrEqual(3);
    });
  }
});

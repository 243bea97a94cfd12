// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../../../test/contrast.ts';
import { PALETTE_STATES } from '../model/palette.ts';

const css = readFileSync(fileURLToPath(new URL('./palette.module.css', import.meta.url)), 'utf8');

/** background and color of a rule whose selector is exactly `selector`. */
function pair(selector: string): { bg?: string; fg?: string } {
  const escaped = selector.replace(/[.()]/g, (c) => `\\${c}`);
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return { bg: /background:\s*(#[0-9a-f]{6})/i.exec(body)?.[1], fg: /(?:^|\s)color:\s*(#[0-9a-f]{6})/i.exec(body)?.[1] };
}

describe('palette colours', () => {
  for (const state of PALETTE_STATES) {
    // The light, blue and purple themes share the light pair; the dark theme has its own.
    for (const [theme, selector] of [
      ['light themes', `.${state}`],
      ['dark theme', `:global(.dark) .${state}`],
    ] as const) {
      it(`[SHELL-THEME-1] the ${state} question number meets WCAG AA (4.5:1) in the ${theme}`, () => {
        const { bg, fg } = pair(selector);
        expect(bg, `${selector} background`).toBeDefined();
        expect(fg, `${selector} color`).toBeDefined();
        expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('the four states a colour tells apart have colours of their own (the fifth adds a tick to marked)', () => {
    for (const prefix of ['', ':global(.dark) ']) {
      const backgrounds = ['not-visited', 'not-answered', 'answered', 'marked'].map((s) => pair(`${prefix}.${s}`).bg);
      expect(new Set(backgrounds).size).toBe(4);
    }
    expect(css).toMatch(/\.answered-marked::after\s*\{/);
  });
});

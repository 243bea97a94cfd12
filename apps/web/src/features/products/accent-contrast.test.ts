// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ACCENTS } from '@portal/domain/products/product-card';
import { contrast } from '../../test/contrast.ts';

const css = readFileSync(fileURLToPath(new URL('./components/product-card.module.css', import.meta.url)), 'utf8');
const tokens = readFileSync(fileURLToPath(new URL('../../styles/tokens.css', import.meta.url)), 'utf8');

/** The accent pair of the rule whose selector is exactly `selector`. */
function accentPair(selector: string): { bg?: string; fg?: string } {
  const escaped = selector.replace(/[.()]/g, (c) => `\\${c}`);
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return { bg: /--accent-bg:\s*(#[0-9a-f]{6})/i.exec(body)?.[1], fg: /--accent-fg:\s*(#[0-9a-f]{6})/i.exec(body)?.[1] };
}

/** A theme's card surface (--surface), from the theme tokens. */
function surface(theme: string): string {
  const body = new RegExp(`(?:^|\\n)[^{]*\\.${theme}\\s*\\{([^}]*)\\}`).exec(tokens)?.[1] ?? '';
  return /--surface:\s*(#[0-9a-f]{6})/i.exec(body)![1]!;
}

describe('product card accents', () => {
  for (let i = 0; i < PRODUCT_ACCENTS; i += 1) {
    // The light, blue and purple themes share the light pairs; the dark theme has its own.
    for (const [group, selector, themes] of [
      ['light themes', `.accent${i}`, ['light', 'blue', 'purple']],
      ['dark theme', `:global(.dark) .accent${i}`, ['dark']],
    ] as const) {
      it(`[PROD-CARD-6] [SHELL-THEME-1] accent ${i}: the price meets AA (4.5:1) on its tone, the edge 3:1 on the card, in the ${group}`, () => {
        const { bg, fg } = accentPair(selector);
        expect(bg, `${selector} --accent-bg`).toBeDefined();
        expect(fg, `${selector} --accent-fg`).toBeDefined();
        expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
        for (const theme of themes) expect(contrast(fg!, surface(theme)), theme).toBeGreaterThanOrEqual(3);
      });
    }
  }

  it('[PROD-CARD-6] the five accents differ from one another', () => {
    const light = Array.from({ length: PRODUCT_ACCENTS }, (_, i) => accentPair(`.accent${i}`).fg);
    expect(new Set(light).size).toBe(PRODUCT_ACCENTS);
  });
});

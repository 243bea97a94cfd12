// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrast } from '../test/contrast.ts';
import { THEMES } from '@portal/domain/shell/theme';

const css = readFileSync(fileURLToPath(new URL('./tokens.css', import.meta.url)), 'utf8');

function themeVars(theme: string): Record<string, string> {
  const block = new RegExp(`\\.${theme}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]));
}

// Every pair of text colour and background the components use.
const PAIRS: [string, string][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-muted'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-muted'],
  ['primary-text', 'surface'],
  ['primary-text', 'primary-soft'],
  ['text', 'primary-soft'],
  ['primary-text', 'surface-muted'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['header-text', 'header-bg'],
  ['header-text', 'header-control'],
  ['hero-text', 'hero-from'],
  ['hero-text', 'hero-to'],
  ['danger', 'surface'],
  ['toast-text', 'toast-bg'],
  ['toast-text', 'toast-error-bg'],
  ['toast-text', 'toast-success-bg'],
];

describe('theme contrast', () => {
  for (const theme of THEMES) {
    it(`[SHELL-THEME-1] every text colour of the ${theme} theme meets WCAG AA (4.5:1)`, () => {
      const vars = themeVars(theme);
      const failures = PAIRS.filter(([fg, bg]) => {
        expect(vars[fg], `${theme} --${fg}`).toBeDefined();
        expect(vars[bg], `${theme} --${bg}`).toBeDefined();
        return contrast(vars[fg]!, vars[bg]!) < 4.5;
      }).map(([fg, bg]) => `${fg} on ${bg}: ${contrast(vars[fg]!, vars[bg]!).toFixed(2)}`);
      expect(failures).toEqual([]);
    });
  }
});

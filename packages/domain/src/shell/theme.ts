/** Four themes, light by default [SHELL-THEME-1] [SHELL-THEME-2]. */
export const THEMES = ['light', 'dark', 'blue', 'purple'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

/** A stored value that is not a known theme falls back to light (someone edited local storage). */
export function resolveTheme(stored: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
}

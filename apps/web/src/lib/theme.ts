import { useSyncExternalStore } from 'react';
import { resolveTheme, type Theme } from '@portal/domain/shell/theme';
import { STORAGE_KEYS } from './storage-keys.ts';
import { readStored, writeStored } from './storage.ts';

let current: Theme = 'light';
const listeners = new Set<() => void>();

/** The body carries exactly one class, the theme's name [SHELL-THEME-4]. */
export function applyTheme(theme: Theme): void {
  current = theme;
  document.body.className = theme;
  for (const l of listeners) l();
}

/** The stored theme, light when none or an unknown one is stored [SHELL-THEME-2] [SHELL-THEME-5]. */
export function storedTheme(): Theme {
  return resolveTheme(readStored(STORAGE_KEYS.theme));
}

/** Choosing a theme keeps it in local storage [SHELL-THEME-3]. */
export function chooseTheme(theme: Theme): void {
  writeStored(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, () => current);
}

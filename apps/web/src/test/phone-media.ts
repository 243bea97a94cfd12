import { afterEach, vi } from 'vitest';

/**
 * Makes window.matchMedia answer as a 390 px phone does (every max-width query of the app
 * matches), for the code that moves things by useMediaQuery; undone after the test.
 */
export function onPhone(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

import { useLayoutEffect } from 'react';
import { releaseLoginShell } from '../lib/login-shell.ts';

/**
 * Placed beside the page inside RootLayout's Suspense: it mounts only when the first real page
 * commits, never with the loader, and removes the prerendered login shell in that same commit
 * (decision 053). The page is then whichever the address named, so this holds for every route.
 */
export function ShellHandOver() {
  useLayoutEffect(releaseLoginShell, []);
  return null;
}

/**
 * The signed-in screens most often opened directly (the landing page after a login, a reload, a
 * link), by their path under the base, with the module that draws each. screen-for.tsx fetches
 * that code while the app starts; the build lists each one's files, and the shell's, for the
 * page's gate to ask for at once (scripts/prerender.mjs, decisions 053 and 056).
 */
export const DIRECT_SCREENS = {
  '/dashboard': 'src/features/home/dashboard-screen.tsx',
  '/announcement': 'src/features/home/dashboard-screen.tsx',
  '/messages': 'src/features/messages/messages-screen.tsx',
  '/Messages': 'src/features/messages/messages-screen.tsx',
  '/timetable': 'src/features/timetable/timetable-screen.tsx',
} as const;

export type DirectPath = keyof typeof DIRECT_SCREENS;

/** The modules a signed-in page opened directly starts with (app-routes.tsx's prefetchSignedInPage). */
export const SIGNED_IN_START = ['src/app/protected-layout.tsx', 'src/app/screen-for.tsx', 'src/app/early-data.ts'] as const;

/** The directly opened screen at `path` (under the base, a trailing slash allowed), if it is one. */
export function directPath(path: string): DirectPath | null {
  const own = path.replace(/\/$/, '');
  return Object.hasOwn(DIRECT_SCREENS, own) ? (own as DirectPath) : null;
}

import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import type { TSession } from '@portal/contract';
import { BASE_PATH, isProtectedPath, PROTECTED_ROUTES } from '@portal/domain/route/paths';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';
import { RootLayout } from './root-layout.tsx';
import { UserLoginRoute } from './user-login-route.tsx';

// Each area is its own chunk: the login page never loads the shell, and the reverse.
const LoginRoute = lazy(() => import('./login-route.tsx').then((m) => ({ default: m.LoginRoute })));
const ErrorPage = lazy(() => import('./screens/error-page.tsx').then((m) => ({ default: m.ErrorPage })));
const NotFoundPage = lazy(() => import('./screens/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
// The test panel is a page of its own (no shell) and a chunk of its own, never in the login page's bundle.
const PanelPage = lazy(() => import('../features/exams/panel/panel-page.tsx').then((m) => ({ default: m.PanelPage })));
const screenFor = preloadableLazy(() => import('./screen-for.tsx'), (m) => m.ScreenFor);
const ScreenFor = screenFor.Component;
const protectedLayout = preloadableLazy(
  () => {
    void screenFor.preload(); // Fetch the screens' loaders alongside the shell, not after it.
    return import('./protected-layout.tsx');
  },
  (m) => m.ProtectedLayout,
);
const ProtectedLayout = protectedLayout.Component;

/** The most the first render of a signed-in page opened directly waits for its code (then it shows the loader). */
const CODE_WAIT_MS = 3000;

/**
 * A signed-in page opened directly (a reload, a bookmark, a link): the shell's code and the
 * screen's are fetched while the app starts (language, branding), not one after the other once
 * the router asks for them, and the screen's own calls start then too (issue 14: the dashboard's
 * chain of requests).
 */
export async function prefetchSignedInPage(pathname: string, session: TSession): Promise<void> {
  if (!isProtectedPath(pathname)) return;
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  // The shell's and the screen's code, awaited (within CODE_WAIT_MS) so the first render draws
  // them at once: no loader, and no 300 ms that React holds content back after one (lib/preloadable-lazy.ts).
  const code = Promise.all([protectedLayout.preload(), screenFor.preload().then((m) => m.preloadScreen(path))]).catch(() => undefined);
  // Its calls too, while the code arrives and React starts (app/early-data.ts). The answer
  // settles once they are started: the app renders after that, so the screen's queries find them.
  try {
    (await import('./early-data.ts')).startEarlyData(path, session);
  } catch {
    // Its code did not arrive (offline): the screen asks for itself, as before.
  }
  await Promise.race([code, new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS))]);
}

/**
 * The route table [ROUTE-*]: / and /userLogin show the login page [ROUTE-LOGIN-1]; /errorPage
 * and /userLogin are public (decision 003), and so is /test-panel, the test panel's own page
 * outside the shell, which checks its launch token and session itself (decision 040); the
 * protected screens match exactly and by case, both spellings of messages and profile
 * registered [ROUTE-PROT-1/2] [ROUTE-CASE-1/2].
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LoginRoute />} />
        <Route path="userLogin" caseSensitive element={<UserLoginRoute login={<LoginRoute />} />} />
        <Route path="errorPage" caseSensitive element={<ErrorPage />} />
        <Route path="test-panel" caseSensitive element={<PanelPage />} />
        <Route element={<ProtectedLayout />}>
          {PROTECTED_ROUTES.map((path) => (
            <Route key={path} path={path} caseSensitive element={<ScreenFor path={path} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { tokenRedirect } from '@portal/domain/route/paths';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { loadBranding } from '../features/shell/use-branding.ts';
import { ShellHandOver } from './shell-hand-over.tsx';
import { useLanguageSync } from './use-language-sync.ts';

const preventContextMenu = (e: Event) => e.preventDefault();

/** What every page shares: branding, language, the blocked context menu, toasts. */
export function RootLayout() {
  const location = useLocation();
  useLanguageSync();

  useEffect(() => {
    void loadBranding();
    // The browser context menu is blocked on every page [SHELL-CTX-1].
    document.addEventListener('contextmenu', preventContextMenu);
    return () => document.removeEventListener('contextmenu', preventContextMenu);
  }, []);

  // Any address carrying a token goes to /userLogin?token=... [ROUTE-LOGIN-2].
  const tokenTarget = tokenRedirect(location.search);
  if (tokenTarget && location.pathname !== '/userLogin') return <Navigate to={tokenTarget} replace />;

  return (
    <>
      <Suspense fallback={<PageLoader standalone />}>
        <Outlet />
        {/* After the page: its layout effects (the login form taking over what was typed) run first. */}
        <ShellHandOver />
      </Suspense>
      <Toaster />
    </>
  );
}

export const BASE_PATH = '/my-account';

/** Every protected screen route, relative to the base path [ROUTE-PROT-1] (decision 003 for casing). */
export const PROTECTED_ROUTES = [
  '/dashboard',
  '/announcement',
  '/messages',
  '/Messages',
  '/exam',
  '/report',
  '/assignment',
  '/assignment/:fileId',
  '/live',
  '/document',
  '/profile',
  '/Profile',
  '/product',
  '/product/:id',
  '/studymaterial',
  '/timetable',
  '/eventCalender',
  '/fees',
] as const;

/** An address outside the base path is moved under it [ROUTE-BASE-2]. */
export function withBasePath(pathname: string): string {
  if (pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`)) return pathname;
  return `${BASE_PATH}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
}

/** Exact matching with one segment per parameter [ROUTE-PROT-2]. */
export function isProtectedPath(pathname: string): boolean {
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
  return PROTECTED_ROUTES.some((route) => {
    const re = new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
    return re.test(path);
  });
}

/**
 * Where to go after login: the carried original location when it is a protected screen of
 * this portal, else the dashboard (decision 003, [ROUTE-PROT-5]). Anything else (another
 * site, a protocol-relative address) is refused, so the parameter cannot redirect away.
 */
export function afterLoginTarget(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return '/dashboard';
  const [path] = from.split(/[?#]/);
  return isProtectedPath(path ?? '') ? from.replace(/^\/my-account(?=\/)/, '') : '/dashboard';
}

/** A visit carrying a token goes to /userLogin?token=... with the token unchanged [ROUTE-LOGIN-2]. */
export function tokenRedirect(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token === null ? null : `/userLogin?token=${encodeURIComponent(token)}`;
}

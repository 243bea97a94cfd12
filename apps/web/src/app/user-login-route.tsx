import { lazy, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

const SsoPlaceholder = lazy(() => import('./screens/sso-placeholder.tsx').then((m) => ({ default: m.SsoPlaceholder })));

/** /userLogin with a token is the single sign-on entry [ROUTE-SCREEN-3]; without one, the login page [ROUTE-LOGIN-1]. */
export function UserLoginRoute({ login }: { login: ReactNode }) {
  const [params] = useSearchParams();
  return params.has('token') ? <SsoPlaceholder /> : login;
}

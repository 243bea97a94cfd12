import { lazy, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

// Its own chunk: the login page does not download the single sign-on entry, nor the reverse.
const SsoEntry = lazy(() => import('../features/sso/sso-entry.tsx').then((m) => ({ default: m.SsoEntry })));

/** /userLogin with a token is the single sign-on entry [ROUTE-SCREEN-3] [SSO-FLOW-1]; without one, the login page [ROUTE-LOGIN-1]. */
export function UserLoginRoute({ login }: { login: ReactNode }) {
  const [params] = useSearchParams();
  return params.has('token') ? <SsoEntry /> : login;
}

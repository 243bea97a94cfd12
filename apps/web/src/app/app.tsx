import { BrowserRouter } from 'react-router';
import { BASE_PATH } from '@portal/domain/route/paths';
import { AppRoutes } from './app-routes.tsx';

/** The base path comes from the build's base setting, /my-account [ROUTE-BASE-1] [ROUTE-BASE-3]. */
const configured = import.meta.env.BASE_URL.replace(/\/$/, '');
export const BASENAME = configured || BASE_PATH;

export function App() {
  return (
    <BrowserRouter basename={BASENAME}>
      <AppRoutes />
    </BrowserRouter>
  );
}

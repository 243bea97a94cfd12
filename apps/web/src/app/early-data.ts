import type { TSession } from '@portal/contract';
import { getSession as fetchSession, SESSION_CONFIRM_KEY } from '../features/auth/api/get-session.ts';
import { startDashboardData } from '../features/home/api/dashboard-data.ts';
import { startEarly } from '../lib/early-fetch.ts';
import { desiredLanguage } from '../lib/i18n.ts';
import { directPath, type DirectPath } from './direct-screens.ts';

// The screens whose calls start with the app when opened directly (the landing page after a login).
const SCREENS: Partial<Record<DirectPath, (session: TSession, language: string) => void>> = {
  '/dashboard': startDashboardData,
  '/announcement': startDashboardData,
};

/**
 * A signed-in page opened directly (`path` relative to the base path): the session's
 * confirmation and the screen's own calls start now, while the app's code arrives and React
 * starts, instead of after the first render (issue 14). Their queries take the answers.
 */
export function startEarlyData(path: string, session: TSession): void {
  startEarly(SESSION_CONFIRM_KEY, () => fetchSession());
  const direct = directPath(path);
  if (direct) SCREENS[direct]?.(session, desiredLanguage(session.institute_id, session.language));
}

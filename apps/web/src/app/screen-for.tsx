import { lazy } from 'react';
import { refusedToParent } from '@portal/domain/shell/menu';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';
import { useSession } from '../lib/session-store.ts';
import { directPath, type DirectPath } from './direct-screens.ts';
import { ParentRefused } from './screens/parent-refused.tsx';

// The signed-in screens, each its own chunk. This module is itself loaded only once someone is
// signed in (app-routes.tsx), so the login page's entry carries neither these loaders nor the
// lists of files each screen preloads (login page budget).
const ProtectedScreen = lazy(() => import('./screens/protected-screen.tsx').then((m) => ({ default: m.ProtectedScreen })));
const dashboardScreen = preloadableLazy(() => import('../features/home/dashboard-screen.tsx'), (m) => m.DashboardScreen);
const messagesScreen = preloadableLazy(() => import('../features/messages/messages-screen.tsx'), (m) => m.MessagesScreen);
const timetableScreen = preloadableLazy(() => import('../features/timetable/timetable-screen.tsx'), (m) => m.TimetableScreen);
const DashboardScreen = dashboardScreen.Component;
const MessagesScreen = messagesScreen.Component;
const TimetableScreen = timetableScreen.Component;

// The code of each screen most often opened directly (direct-screens.ts: the same paths, by type).
const DIRECT: Record<DirectPath, () => Promise<unknown>> = {
  '/dashboard': dashboardScreen.preload,
  '/announcement': dashboardScreen.preload,
  '/messages': messagesScreen.preload,
  '/Messages': messagesScreen.preload,
  '/timetable': timetableScreen.preload,
};

/**
 * Fetches the code of the screen at `path` (relative to the base path) before the router asks
 * for it: called while the app starts on a signed-in page (app-routes.tsx), so the screen's chunk
 * comes alongside the shell's instead of after it, and renders without suspending (issue 14).
 */
export async function preloadScreen(path: string): Promise<void> {
  const direct = directPath(path);
  if (direct) await DIRECT[direct]();
}
const EventCalendarScreen = lazy(() =>
  import('../features/events/event-calendar-screen.tsx').then((m) => ({ default: m.EventCalendarScreen })),
);
const FeesScreen = lazy(() => import('../features/fees/fees-screen.tsx').then((m) => ({ default: m.FeesScreen })));
const assignmentScreens = () => import('../features/assignments/assignment-screens.ts');
const AssignmentsScreen = lazy(() => assignmentScreens().then((m) => ({ default: m.AssignmentsScreen })));
const AssignmentDetailScreen = lazy(() => assignmentScreens().then((m) => ({ default: m.AssignmentDetailScreen })));
const ExamsScreen = lazy(() => import('../features/exams/exams-screen.tsx').then((m) => ({ default: m.ExamsScreen })));
const ReportsScreen = lazy(() => import('../features/reports/reports-screen.tsx').then((m) => ({ default: m.ReportsScreen })));
const LiveScreen = lazy(() => import('../features/live/live-screen.tsx').then((m) => ({ default: m.LiveScreen })));
const DocumentScreen = lazy(() => import('../features/documents/document-screen.tsx').then((m) => ({ default: m.DocumentScreen })));
const StudyScreen = lazy(() => import('../features/study/study-screen.tsx').then((m) => ({ default: m.StudyScreen })));
const ProfileScreen = lazy(() => import('../features/profile/profile-screen.tsx').then((m) => ({ default: m.ProfileScreen })));
const productScreens = () => import('../features/products/product-screens.ts');
const ProductsScreen = lazy(() => productScreens().then((m) => ({ default: m.ProductsScreen })));
const ProductDetailScreen = lazy(() => productScreens().then((m) => ({ default: m.ProductDetailScreen })));

/** The screens built so far; the others show the coming-soon placeholder. */
export function ScreenFor({ path }: { path: string }) {
  const session = useSession();
  if (session && refusedToParent(path, session.user_type)) return <ParentRefused route={path} />;
  switch (path) {
    case '/dashboard':
    case '/announcement':
      return <DashboardScreen />;
    case '/messages':
    case '/Messages':
      return <MessagesScreen />;
    case '/timetable':
      return <TimetableScreen />;
    case '/eventCalender':
      return <EventCalendarScreen />;
    case '/fees':
      return <FeesScreen />;
    case '/exam':
      return <ExamsScreen />;
    case '/assignment':
      return <AssignmentsScreen />;
    case '/assignment/:fileId':
      return <AssignmentDetailScreen />;
    case '/report':
      return <ReportsScreen />;
    case '/live':
      return <LiveScreen />;
    case '/document':
      return <DocumentScreen />;
    case '/studymaterial':
      return <StudyScreen />;
    case '/profile':
    case '/Profile':
      return <ProfileScreen />;
    case '/product':
      return <ProductsScreen />;
    case '/product/:id':
      return <ProductDetailScreen />;
    default:
      return <ProtectedScreen route={path} />;
  }
}


import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PROTECTED_ROUTES } from '@portal/domain';
import { RootLayout } from './root-layout.tsx';
import { UserLoginRoute } from './user-login-route.tsx';

// Each area is its own chunk: the login page never loads the shell, and the reverse.
const LoginRoute = lazy(() => import('./login-route.tsx').then((m) => ({ default: m.LoginRoute })));
const ErrorPage = lazy(() => import('./screens/error-page.tsx').then((m) => ({ default: m.ErrorPage })));
const NotFoundPage = lazy(() => import('./screens/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const ProtectedScreen = lazy(() => import('./screens/protected-screen.tsx').then((m) => ({ default: m.ProtectedScreen })));
const DashboardScreen = lazy(() => import('../features/home/dashboard-screen.tsx').then((m) => ({ default: m.DashboardScreen })));
const MessagesScreen = lazy(() => import('../features/messages/messages-screen.tsx').then((m) => ({ default: m.MessagesScreen })));
const TimetableScreen = lazy(() => import('../features/timetable/timetable-screen.tsx').then((m) => ({ default: m.TimetableScreen })));
const EventCalendarScreen = lazy(() =>
  import('../features/events/event-calendar-screen.tsx').then((m) => ({ default: m.EventCalendarScreen })),
);
const FeesScreen = lazy(() => import('../features/fees/fees-screen.tsx').then((m) => ({ default: m.FeesScreen })));
const assignmentScreens = () => import('../features/assignments/assignment-screens.ts');
const AssignmentsScreen = lazy(() => assignmentScreens().then((m) => ({ default: m.AssignmentsScreen })));
const AssignmentDetailScreen = lazy(() => assignmentScreens().then((m) => ({ default: m.AssignmentDetailScreen })));
const ProfileScreen = lazy(() => import('../features/profile/profile-screen.tsx').then((m) => ({ default: m.ProfileScreen })));
const ProtectedLayout = lazy(() => {
  void import('./screens/protected-screen.tsx'); // Fetch the screen alongside the shell, not after it.
  return import('./protected-layout.tsx').then((m) => ({ default: m.ProtectedLayout }));
});

/** The screens built so far; the others show the coming-soon placeholder. */
function screenFor(path: string) {
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
    case '/assignment':
      return <AssignmentsScreen />;
    case '/assignment/:fileId':
      return <AssignmentDetailScreen />;
    case '/profile':
    case '/Profile':
      return <ProfileScreen />;
    default:
      return <ProtectedScreen route={path} />;
  }
}

/**
 * The route table [ROUTE-*]: / and /userLogin show the login page [ROUTE-LOGIN-1]; /errorPage
 * and /userLogin are public (decision 003); the protected screens match exactly and by case,
 * both spellings of messages and profile registered [ROUTE-PROT-1/2] [ROUTE-CASE-1/2].
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LoginRoute />} />
        <Route path="userLogin" caseSensitive element={<UserLoginRoute login={<LoginRoute />} />} />
        <Route path="errorPage" caseSensitive element={<ErrorPage />} />
        <Route element={<ProtectedLayout />}>
          {PROTECTED_ROUTES.map((path) => (
            <Route key={path} path={path} caseSensitive element={screenFor(path)} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@portal/contract';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { ErrorBackdrop } from '../../components/ui/error-backdrop.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useSession } from '../../lib/session-store.ts';
import { useFailureRedirect } from '../../lib/use-failure-redirect.ts';
import { useStudentDetail } from './api/get-student-detail.ts';
import { hasStudentRecord, profileContext, sessionProfile, type ProfileContext, type ProfileTarget } from './profile-context.ts';
import { ProfileView } from './profile-view.tsx';

/**
 * A student's profile, loaded by API-PROFILE-1 [PROFILE-LOAD-1]; any failure is an error toast,
 * the error backdrop and the dashboard after 2 seconds [PROFILE-LOAD-2].
 */
function StudentProfile({ ctx, target }: { ctx: ProfileContext; target: ProfileTarget }) {
  const { t } = useTranslation();
  const query = useStudentDetail(target.instituteId, target.studentId);
  const errors = useMemo(() => [query.error], [query.error]);
  const backdrop = useFailureRedirect(errors);
  return (
    <>
      {query.data ? <ProfileView profile={query.data} ctx={ctx} /> : null}
      {query.isPending ? <Spinner label={t('profileScreen.loading')} /> : null}
      {backdrop ? <ErrorBackdrop message={backdrop} note={t('profileScreen.toDashboard')} /> : null}
    </>
  );
}

function ProfileBody({ session }: { session: TSession }) {
  // Today is read once per screen (a date-of-birth popup left open over midnight keeps its day).
  const ctx = useMemo(() => profileContext(session), [session]);
  if (ctx.target && hasStudentRecord(session)) return <StudentProfile ctx={ctx} target={ctx.target} />;
  // Open users: no student record, nothing to ask; the header from the session (decision 023).
  return <ProfileView profile={sessionProfile(session)} ctx={ctx} />;
}

/** /profile and /Profile [ROUTE-CASE-2]: the profile screen [PROFILE-*]. */
export function ProfileScreen() {
  const { t } = useTranslation();
  const ready = useScreenTexts('profile');
  const session = useSession();
  const title = useScreenTitle('/Profile');

  if (!session) return null;
  return (
    <ScreenFrame>
      <ScreenHeading title={title} />
      {/* Another child starts the screen afresh. */}
      {ready ? <ProfileBody key={`${session.student_id}-${session.user_id}`} session={session} /> : <Spinner label={t('common.loading')} />}
    </ScreenFrame>
  );
}

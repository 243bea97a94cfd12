import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useSession } from '../../lib/session-store.ts';
import { assignContext, offersAssignments, type AssignContext } from './assignment-context.ts';
import { HOMEWORK } from './assign-icons.ts';
import styles from './assignments-screen.module.css';

type Props = { route: '/assignment' | '/assignment/:fileId'; children: (ctx: AssignContext) => ReactNode };

/**
 * The frame of both assignment screens: the title ('Homework' at schools, SHELL-WORD-1), the
 * area's texts, and a short note for a login without a student. Another child or academic year
 * starts the content afresh (its key), so nothing of one child shows for another.
 */
export function AssignmentsFrame({ route, children }: Props) {
  const { t } = useTranslation();
  // 'media': the recordings popup and the media viewer this screen opens.
  const areaTexts = useScreenTexts('assignments');
  const ready = useScreenTexts('media') && areaTexts;
  const session = useSession();
  const title = useScreenTitle(route);
  const ctx = useMemo(() => (session && offersAssignments(session) ? assignContext(session) : null), [session]);

  if (!session) return null;
  let body: ReactNode;
  if (!ready) body = <Spinner label={t('common.loading')} />;
  else if (!ctx) body = <EmptyState icon={HOMEWORK} title={t('assign.notOffered')} />;
  else body = <div key={`${ctx.studentId}-${ctx.acadYearId}`} className={styles.body}>{children(ctx)}</div>;

  return (
    <ScreenFrame>
      <ScreenHeading title={title} />
      {body}
    </ScreenFrame>
  );
}

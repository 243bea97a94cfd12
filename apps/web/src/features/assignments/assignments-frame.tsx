import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { screenTitleKey } from '../../app/screens/screen-title.ts';
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
  const ready = useScreenTexts('assignments');
  const session = useSession();
  const title = t(screenTitleKey(route, session?.is_institute_type_school ?? false));
  const ctx = useMemo(() => (session && offersAssignments(session) ? assignContext(session) : null), [session]);

  useEffect(() => {
    document.title = [title, session?.institute_name].filter(Boolean).join(' · ');
  }, [title, session?.institute_name]);

  if (!session) return null;
  let body: ReactNode;
  if (!ready) body = <Spinner label={t('common.loading')} />;
  else if (!ctx) body = <EmptyState icon={HOMEWORK} title={t('assign.notOffered')} />;
  else body = <div key={`${ctx.studentId}-${ctx.acadYearId}`} className={styles.body}>{children(ctx)}</div>;

  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {title}
      </h1>
      {body}
    </section>
  );
}

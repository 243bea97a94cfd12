import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { useSession } from '../../lib/session-store.ts';
import { BOOKMARKS_LIST, BookmarksView } from './components/bookmarks-view.tsx';
import { reportContext } from './report-context.ts';
import { learnerKey } from '../../lib/learner-key.ts';
import { REPORT } from './report-icons.ts';
import { useReportParams } from './report-params.ts';

/**
 * /report, Exam Reports [ROUTE-SCREEN-1]. Built so far: Bookmarked Questions (?view=bookmarks,
 * REPORT-LABEL-2, BOOKMARK-*), reached from here and from My Exam. The reports of the online and
 * offline exams are the next step of issue 15; until then this screen says so and leads to the
 * bookmarks.
 */
export function ReportsScreen() {
  const { t } = useTranslation();
  const ready = useScreenTexts('reports');
  const session = useSession();
  const params = useReportParams();
  const title = useScreenTitle('/report');
  const ctx = useMemo(() => (session ? reportContext(session) : null), [session]);
  if (!session || !ctx) return null;
  const bookmarks = params.view === 'bookmarks';
  let body;
  if (!ready) body = <Spinner label={t('common.loading')} />;
  else if (bookmarks) body = <BookmarksView key={learnerKey(session)} ctx={ctx} />;
  else
    body = (
      <EmptyState
        icon={REPORT}
        title={t('reports.placeholder.title')}
        text={t('reports.placeholder.text')}
        action={<Link to={BOOKMARKS_LIST}>{t('reports.placeholder.bookmarks')}</Link>}
      />
    );
  return (
    <ScreenFrame width={bookmarks ? 'narrow' : 'wide'}>
      <ScreenHeading title={bookmarks && ready ? t('reports.bookmarks.heading') : title} />
      {body}
    </ScreenFrame>
  );
}

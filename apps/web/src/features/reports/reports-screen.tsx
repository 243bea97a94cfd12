import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { useSession } from '../../lib/session-store.ts';
import { BookmarksView } from './components/bookmarks-view.tsx';
import { ReportsView } from './components/reports-view.tsx';
import { reportContext } from './report-context.ts';
import { learnerKey } from '../../lib/learner-key.ts';
import { useReportParams } from './report-params.ts';

/**
 * /report, Exam Reports [ROUTE-SCREEN-1]: the online and offline reports, the report of one test
 * (?test=ID), and Bookmarked Questions (?view=bookmarks, REPORT-LABEL-2, BOOKMARK-*), reached from
 * here and from My Exam. Another child or academic year starts the screen afresh.
 */
export function ReportsScreen() {
  const { t } = useTranslation();
  // The label strip and the cards speak My Exam's words, the offline rows the common weekday
  // names: the three text files are loaded.
  const reportTexts = useScreenTexts('reports');
  const examTexts = useScreenTexts('exams');
  const ready = useScreenTexts() && reportTexts && examTexts;
  const location = useLocation();
  const session = useSession();
  const params = useReportParams();
  const title = useScreenTitle('/report');
  const ctx = useMemo(() => (session ? reportContext(session) : null), [session]);
  if (!session || !ctx) return null;
  const bookmarks = params.view === 'bookmarks';
  let body;
  if (!ready) body = <Spinner label={t('common.loading')} />;
  else if (bookmarks) body = <BookmarksView key={learnerKey(session)} ctx={ctx} />;
  else body = <ReportsView key={learnerKey(session)} ctx={ctx} params={params} search={location.search} />;
  return (
    <ScreenFrame width={bookmarks ? 'narrow' : 'wide'}>
      <ScreenHeading title={bookmarks && ready ? t('reports.bookmarks.heading') : title} />
      {body}
    </ScreenFrame>
  );
}

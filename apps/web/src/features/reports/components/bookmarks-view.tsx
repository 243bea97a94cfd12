import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FailureNote } from '../../../components/ui/failure-note.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useBookmarks, useRemoveBookmark } from '../api/bookmarks.ts';
import type { ReportContext } from '../report-context.ts';
import { BOOKMARK } from '../report-icons.ts';
import { useReportParams } from '../report-params.ts';
import { BookmarkList } from './bookmark-list.tsx';
import { QuestionView } from './question-view.tsx';
import styles from './bookmarks-view.module.css';

export const BOOKMARKS_LIST = '/report?view=bookmarks';

/** Back > Bookmarked Questions > View Questions [BOOKMARK-VIEW-1]. */
function Crumbs({ sort }: { sort: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = sort === 0 ? BOOKMARKS_LIST : `${BOOKMARKS_LIST}&sort=${sort}`;
  return (
    <nav aria-label={t('reports.view.crumbs')}>
      <ol className={styles.crumbs}>
        <li>
          <button type="button" className={styles.back} onClick={() => navigate(-1)}>
            {t('reports.view.back')}
          </button>
        </li>
        <li>
          <Link to={list}>{t('reports.bookmarks.heading')}</Link>
        </li>
        <li aria-current="page">{t('reports.view.title')}</li>
      </ol>
    </nav>
  );
}

/** The bookmarked questions, or the one opened (?question=ID), of the session's learner. */
export function BookmarksView({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation();
  const params = useReportParams();
  const list = useBookmarks(ctx.instituteId, ctx.userId);
  const remove = useRemoveBookmark(ctx.instituteId, ctx.userId, ctx.studentId ?? ctx.userId);
  if (list.isPending) return <Spinner label={t('reports.bookmarks.loading')} />;
  // A failed load is not an empty list that reads as "no bookmarks" (decision 043, BOOKMARK-LOAD-2).
  if (!list.data) return <FailureNote error={list.error} onRetry={() => void list.refetch()} retryLabel={t('reports.retry')} />;
  const bookmarks = list.data;
  if (params.questionId !== null) {
    const opened = bookmarks.find((b) => b.ques_id === params.questionId);
    return (
      <>
        <Crumbs sort={params.sort} />
        {opened ? <QuestionView bookmark={opened} /> : <EmptyState icon={BOOKMARK} title={t('reports.view.gone')} />}
      </>
    );
  }
  return (
    <BookmarkList
      bookmarks={bookmarks}
      sort={params.sort}
      onSort={params.setSort}
      onView={params.openQuestion}
      onRemove={ctx.isParent ? null : (id) => remove.mutate(id)}
      removing={remove.isPending}
    />
  );
}

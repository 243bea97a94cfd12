import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBookmark } from '@portal/contract';
import { bookmarkNumber, bookmarkPreviewText, sortBookmarks, type BookmarkSort } from '@portal/domain/report/bookmarks';
import { plainText } from '../../../lib/rich-html.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { BOOKMARK, EYE, TRASH } from '../report-icons.ts';
import styles from './bookmark-list.module.css';

type Props = {
  bookmarks: TBookmark[];
  sort: BookmarkSort;
  onSort: (sort: BookmarkSort) => void;
  onView: (questionId: number) => void;
  /** Null for a parent: they view only (decision 043). */
  onRemove: ((questionId: number) => void) | null;
  removing: boolean;
};

/**
 * The bookmarked questions [BOOKMARK-*]: the sort by date (Select, Latest, Oldest)
 * [BOOKMARK-SORT-1..3], each item 'Question N' with its text stripped and cut at 220
 * [BOOKMARK-ITEM-1..3], a view and a remove control [BOOKMARK-ITEM-4/5]; removing asks first
 * [BOOKMARK-RM-1/2]. With none, the spec's words [BOOKMARK-EMPTY-1].
 */
export function BookmarkList({ bookmarks, sort, onSort, onView, onRemove, removing }: Props) {
  const { t } = useTranslation();
  const sortId = useId();
  const [asking, setAsking] = useState<number | null>(null);
  const sorted = sortBookmarks(bookmarks, sort);
  return (
    <>
      <div className={styles.toolbar}>
        <label htmlFor={sortId}>{t('reports.bookmarks.sort')}</label>
        <select id={sortId} className={styles.select} value={sort} onChange={(e) => onSort(Number(e.target.value) as BookmarkSort)}>
          <option value={0}>{t('reports.bookmarks.select')}</option>
          <option value={1}>{t('reports.bookmarks.latest')}</option>
          <option value={2}>{t('reports.bookmarks.oldest')}</option>
        </select>
      </div>
      {sorted.length === 0 ? (
        <EmptyState icon={BOOKMARK} title={t('reports.bookmarks.empty')} />
      ) : (
        <ol className={styles.list} aria-label={t('reports.bookmarks.heading')}>
          {sorted.map((b, i) => {
            const n = bookmarkNumber(i);
            return (
              <li key={b.ques_id} className={styles.item}>
                <div className={styles.head}>
                  <h2 className={styles.title}>{t('reports.bookmarks.question', { n })}</h2>
                  <div className={styles.actions}>
                    <button type="button" className={styles.iconButton} aria-label={t('reports.bookmarks.view', { n })} onClick={() => onView(b.ques_id)}>
                      <Icon path={EYE} />
                    </button>
                    {onRemove ? (
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-label={t('reports.bookmarks.remove', { n })}
                        disabled={removing}
                        onClick={() => setAsking(b.ques_id)}
                      >
                        <Icon path={TRASH} />
                      </button>
                    ) : null}
                  </div>
                </div>
                <p className={styles.text}>{bookmarkPreviewText(plainText(b.question))}</p>
                {b.test_name ? <p className={styles.from}>{t('reports.bookmarks.from', { test: b.test_name })}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
      {asking !== null && onRemove ? (
        <ConfirmDialog
          title={t('reports.bookmarks.confirmTitle')}
          text={t('reports.bookmarks.confirmText')}
          confirmLabel={t('reports.bookmarks.confirm')}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            onRemove(asking);
            setAsking(null);
          }}
        />
      ) : null}
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExamLabel } from '@portal/domain/exam/exam-tabs-labels';
import { labelText } from '../../lib/exam-service/label-text.ts';
import { Icon } from './icon.tsx';
import { BOOKMARK } from './list-icons.ts';
import styles from './label-strip.module.css';

/**
 * Where Bookmarked Questions leads [EXAM-LABEL-4]. The route table has no bookmarks screen of its
 * own (ROUTE-PROT-1); the exam reports screen offers the same entry (REPORT-LABEL-2) and shows
 * the bookmarks at this address (features/reports).
 */
export const BOOKMARKS_PATH = '/report?view=bookmarks';


type Props = { labels: readonly ExamLabel[]; chosen: string | null; onChoose: (labelId: string) => void; children?: ReactNode };

/**
 * The label strip [EXAM-LABEL-2]: one toggle button per label, the chosen one pressed
 * [EXAM-LABEL-3]; the placeholders are named in the user's language by their id (decision 034).
 * It scrolls sideways on a wide screen too narrow for it, and wraps on a phone (issue 35). My Exam and
 * the reports screen draw the same strip [REPORT-LABEL-1/2] (both load the exam texts); the
 * reports screen adds its sort-by-date input as a child [REPORT-LABEL-3].
 */
export function LabelStrip({ labels, chosen, onChoose, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      {labels.length > 0 ? (
        <div role="group" aria-label={t('exams.labels.label')} className={styles.strip}>
          {labels.map((label) => {
            const id = String(label.label_id);
            return (
              <button key={id} type="button" className={styles.label} aria-pressed={id === chosen} onClick={() => onChoose(id)}>
                {labelText(label, t)}
              </button>
            );
          })}
        </div>
      ) : null}
      <Link to={BOOKMARKS_PATH} className={styles.bookmarks}>
        <Icon path={BOOKMARK} size={18} />
        {t('exams.bookmarks')}
      </Link>
      {children}
    </div>
  );
}

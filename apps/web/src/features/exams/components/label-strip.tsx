import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { isPlaceholderLabel, type ExamLabel } from '@portal/domain/exam/exam-tabs-labels';
import { Icon } from '../../../components/ui/icon.tsx';
import { BOOKMARK } from '../exam-icons.ts';
import styles from './label-strip.module.css';

/**
 * Where Bookmarked Questions leads [EXAM-LABEL-4]. The route table has no bookmarks screen of its
 * own (ROUTE-PROT-1); the exam reports screen offers the same entry (REPORT-LABEL-2) and shows
 * the bookmarks at this address (features/reports).
 */
export const BOOKMARKS_PATH = '/report?view=bookmarks';

/** A label's name in the user's language: the placeholders by their id (decision 034), the others as the institute wrote them. */
export function labelText(label: ExamLabel, t: TFunction): string {
  return isPlaceholderLabel(label) ? t(`exams.labels.${label.label_id}`) : label.label_name;
}

type Props = { labels: readonly ExamLabel[]; chosen: string | null; onChoose: (labelId: string) => void };

/**
 * The label strip [EXAM-LABEL-2]: one toggle button per label, the chosen one pressed
 * [EXAM-LABEL-3]; the placeholders are named in the user's language by their id (decision 034).
 * It scrolls sideways on a phone; each button is in the tab order, so no key is lost.
 */
export function LabelStrip({ labels, chosen, onChoose }: Props) {
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
    </div>
  );
}

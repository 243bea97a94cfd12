import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from './panel.module.css';

type Props = {
  marked: boolean;
  answered: boolean;
  bookmarked: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onMark: () => void;
  onClear: () => void;
  onBookmark: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** A review: only bookmark and moving between questions. */
  readOnly?: boolean;
};

/**
 * The NTA panel's buttons: mark for review and bookmark are toggles (aria-pressed), clear response
 * empties the answer, previous and next walk the test. Every change is saved as it is made, so no
 * 'Save' button is needed. On a phone, previous and next stay in reach below a long question.
 */
export function QuestionActions({ marked, answered, bookmarked, hasPrevious, hasNext, onMark, onClear, onBookmark, onPrevious, onNext, readOnly = false }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <div className={`${styles.actionGroup} ${styles.tools}`}>
        {readOnly ? null : (
          <>
            <Button aria-pressed={marked} onClick={onMark} className={marked ? styles.pressed : undefined}>
              {t('examPanel.action.mark')}
            </Button>
            <Button onClick={onClear} disabled={!answered}>
              {t('examPanel.action.clear')}
            </Button>
          </>
        )}
        <Button aria-pressed={bookmarked} onClick={onBookmark} className={bookmarked ? styles.pressed : undefined}>
          {t('examPanel.action.bookmark')}
        </Button>
      </div>
      {/* On a phone, a bar that stays at the bottom of the screen (panel.module.css). */}
      <div className={`${styles.actionGroup} ${styles.moveBar}`}>
        <Button onClick={onPrevious} disabled={!hasPrevious}>
          {t('examPanel.action.previous')}
        </Button>
        <Button variant="primary" onClick={onNext} disabled={!hasNext}>
          {t('examPanel.action.next')}
        </Button>
      </div>
    </div>
  );
}

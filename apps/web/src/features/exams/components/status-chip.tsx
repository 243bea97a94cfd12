import { useTranslation } from 'react-i18next';
import type { ShownStatus } from './shown-cards.ts';
import styles from './status-chip.module.css';

/**
 * A card's status in words and colour. The upcoming one is also the card's non-action badge
 * [EXAM-BTN-1]: an upcoming card has no button.
 */
export function StatusChip({ status }: { status: ShownStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.chip} ${styles[status]}`} data-status={status}>
      {t(`exams.status.${status}`)}
    </span>
  );
}

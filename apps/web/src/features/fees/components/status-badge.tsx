import { useTranslation } from 'react-i18next';
import type { InstalmentStatus } from '@portal/domain/fees/instalment-status';
import styles from './status-badge.module.css';

/** The i18n key and style of each status (the domain's names are the spec's English words). */
export const STATUS_KEY: Record<InstalmentStatus, string> = {
  Overdue: 'overdue',
  Due: 'due',
  Discounted: 'discounted',
  Paid: 'paid',
  'Bad Debt': 'badDebt',
  'Partially Paid': 'partiallyPaid',
};

/** An instalment's status [FEES-STATUS-1..9] as text on a colour of its own: never colour alone. */
export function StatusBadge({ status }: { status: InstalmentStatus }) {
  const { t } = useTranslation();
  const key = STATUS_KEY[status];
  return <span className={`${styles.badge} ${styles[key] ?? ''}`}>{t(`fees.status.${key}`)}</span>;
}

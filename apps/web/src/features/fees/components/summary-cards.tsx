import { useTranslation } from 'react-i18next';
import type { TFeesResult } from '@portal/contract';
import { formatRupees } from '@portal/domain/format/money';
import styles from './summary-cards.module.css';

type Props = { result: Pick<TFeesResult, 'total_fee_amount' | 'total_paid_amount' | 'total_unpaid_amount'> };

/** Total, paid and due fees [FEES-SUM-1], in rupees [FEES-MONEY-1..3]; the same three on both tabs. */
export function SummaryCards({ result }: Props) {
  const { t } = useTranslation();
  const cards = [
    { key: 'total', amount: result.total_fee_amount },
    { key: 'paid', amount: result.total_paid_amount },
    { key: 'due', amount: result.total_unpaid_amount },
  ] as const;
  return (
    <ul className={styles.cards} aria-label={t('fees.summary.label')}>
      {cards.map((c) => (
        <li key={c.key} className={`${styles.card} ${styles[c.key] ?? ''}`}>
          <span className={styles.label}>{t(`fees.summary.${c.key}`)}</span>
          <span className={styles.amount}>{formatRupees(c.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import type { TFeesResult } from '@portal/contract';
import { hasSummaryGap, summaryGap } from '@portal/domain/fees/summary-gap';
import { formatRupees } from '@portal/domain/format/money';
import styles from './summary-cards.module.css';

type Totals = Pick<TFeesResult, 'total_fee_amount' | 'total_paid_amount' | 'total_unpaid_amount' | 'is_fine_configured' | 'a_install_li'>;

/**
 * Total, paid and due fees [FEES-SUM-1], in rupees [FEES-MONEY-1..3]; the same three on both
 * tabs. When total minus paid is not the due amount, a line under them says why: the fines
 * levied and the fees written off (decision 087).
 */
export function SummaryCards({ result }: { result: Totals }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'total', amount: result.total_fee_amount },
    { key: 'paid', amount: result.total_paid_amount },
    { key: 'due', amount: result.total_unpaid_amount },
  ] as const;
  return (
    <div className={styles.summary}>
      <ul className={styles.cards} aria-label={t('fees.summary.label')}>
        {cards.map((c) => (
          <li key={c.key} className={`${styles.card} ${styles[c.key] ?? ''}`}>
            <span className={styles.label}>{t(`fees.summary.${c.key}`)}</span>
            <span className={styles.amount}>{formatRupees(c.amount)}</span>
          </li>
        ))}
      </ul>
      <SummaryGapLine result={result} />
    </div>
  );
}

/** 'Rs 73,750 total − Rs 48,250 paid + Rs 550 fines − Rs 2,500 written off = Rs 23,550 due'. */
function SummaryGapLine({ result }: { result: Totals }) {
  const { t } = useTranslation();
  const gap = summaryGap(result);
  if (!hasSummaryGap(gap)) return null;
  const term = (key: string, amount: number) => t(`fees.summary.${key}`, { amount: formatRupees(Math.abs(amount)) });
  const terms: [string, string][] = [
    ['', term('gapTotal', result.total_fee_amount)],
    ['−', term('gapPaid', result.total_paid_amount)],
  ];
  if (gap.fines !== 0) terms.push(['+', term('gapFines', gap.fines)]);
  if (gap.writtenOff !== 0) terms.push(['−', term('gapWrittenOff', gap.writtenOff)]);
  if (gap.other !== 0) terms.push([gap.other > 0 ? '+' : '−', term('gapOther', gap.other)]);
  terms.push(['=', term('gapDue', result.total_unpaid_amount)]);
  return (
    <p className={styles.gap}>
      <span className={styles.gapLabel}>{t('fees.summary.gapLabel')}</span>{' '}
      {terms.map(([sign, text]) => (
        <span key={text} className={styles.term}>
          {sign ? `${sign} ` : ''}
          {text}
        </span>
      ))}
    </p>
  );
}

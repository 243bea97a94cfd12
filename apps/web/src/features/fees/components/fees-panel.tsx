import { useTranslation } from 'react-i18next';
import type { TFeePayment } from '@portal/contract';
import { dueTabRows } from '@portal/domain/fees/due-tab';
import { feeColumns } from '@portal/domain/fees/columns';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFees } from '../api/get-fees.ts';
import { instituteToday, type FeesContext } from '../fees-context.ts';
import { RETRY } from '../fees-icons.ts';
import { DueTable } from './due-table.tsx';
import type { FeeTab } from './fee-tabs.tsx';
import { FeesEmpty } from './fees-empty.tsx';
import { PaymentTable } from './payment-table.tsx';
import { SummaryCards } from './summary-cards.tsx';
import styles from './fees-panel.module.css';

type Props = {
  ctx: FeesContext;
  /** null while the year is not known yet, or when there is none to ask for. */
  yearId: number | null;
  tab: FeeTab;
  /** The year list is still loading, or the 800 ms of a tab switch run [FEES-TAB-3]. */
  waiting: boolean;
};

/**
 * One tab's content: the spinner during the fee call and the tab-switch delay [FEES-LOAD-2]
 * [FEES-TAB-3], then the three summary cards [FEES-SUM-1] and the tab's table, or 'no data
 * available' [FEES-EMPTY-1]. A failed load says so in place with a retry (decision 019 on
 * FEES-ERR-1).
 */
export function FeesPanel({ ctx, yearId, tab, waiting }: Props) {
  const { t } = useTranslation();
  const fees = useFees(ctx.instituteId, ctx.studentId, yearId);

  if (waiting || fees.isFetching) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('fees.loading')} />
      </div>
    );
  }
  if (yearId === null) return <FeesEmpty />;
  if (fees.isError || !fees.data) {
    return (
      <div className={styles.failed} role="alert">
        <p>{t('fees.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void fees.refetch()}>
          <Icon path={RETRY} size={18} />
          {t('fees.retry')}
        </Button>
      </div>
    );
  }

  const result = fees.data;
  const columns = feeColumns({
    isSchool: ctx.isSchool,
    fineConfigured: result.is_fine_configured,
    feeStructLinked: ctx.feeStructLinked,
    receiptsOn: ctx.receiptsOn,
  });
  const receiptOf = (row: TFeePayment) => ({
    studentId: ctx.studentId,
    receiptNo: row.f_rec_no,
    financialYear: row.financial_yr,
    acadYearId: yearId,
  });
  const today = instituteToday(ctx);
  const dueRows = tab === 'due' ? dueTabRows(result.a_install_li, today) : [];

  return (
    <>
      <SummaryCards result={result} />
      {tab === 'due' ? (
        dueRows.length > 0 ? (
          <DueTable rows={dueRows} columns={columns} today={today} />
        ) : (
          <FeesEmpty />
        )
      ) : result.p_install_li.length > 0 ? (
        <PaymentTable rows={result.p_install_li} columns={columns} receiptOf={receiptOf} />
      ) : (
        <FeesEmpty />
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { TFeePayment } from '@portal/contract';
import { feeCellText, type FeeColumns } from '@portal/domain/fees/columns';
import type { ReceiptRef } from '../api/get-receipt.ts';
import { ReceiptButton } from './receipt-button.tsx';
import { TableRegion } from '../../../components/ui/table-region.tsx';
import styles from './fee-table.module.css';

type Props = {
  rows: readonly TFeePayment[];
  columns: FeeColumns;
  /** The receipt's student and academic year [FEES-RCPT-1]. */
  receiptOf: (row: TFeePayment) => ReceiptRef;
};

/**
 * The payment history table [FEES-ROW-1]: instalments, date, standard or batch only with a
 * linked fee structure [FEES-COL-2/3], method, receipt number, amount, balance, financial year
 * and, when the institute's receipts are on, a download button per row [FEES-COL-4].
 */
export function PaymentTable({ rows, columns, receiptOf }: Props) {
  const { t } = useTranslation();
  const head = (
    <tr>
      <th scope="col">{t('fees.history.instalments')}</th>
      <th scope="col">{t('fees.history.date')}</th>
      {columns.standard ? <th scope="col">{t('word.standard')}</th> : null}
      {columns.batch ? <th scope="col">{t('word.batch')}</th> : null}
      <th scope="col">{t('fees.history.method')}</th>
      <th scope="col">{t('fees.history.receiptNo')}</th>
      <th scope="col" className={styles.money}>
        {t('fees.history.amount')}
      </th>
      <th scope="col" className={styles.money}>
        {t('fees.history.balance')}
      </th>
      <th scope="col">{t('fees.history.financialYear')}</th>
      {columns.receipt ? <th scope="col">{t('fees.history.receipt')}</th> : null}
    </tr>
  );
  return (
    <TableRegion className={styles.wide} caption={t('fees.history.caption')} head={head}>
      {rows.map((row, i) => (
        <tr key={`${i}-${row.f_rec_no}`}>
          <td>{feeCellText('install_nos', row.install_nos)}</td>
          <td>{feeCellText('p_date', row.p_date)}</td>
          {columns.standard ? <td>{feeCellText('stnd_n', row.stnd_n)}</td> : null}
          {columns.batch ? <td>{feeCellText('c_n', row.c_n)}</td> : null}
          <td>{feeCellText('p_method', row.p_method)}</td>
          <td>{feeCellText('f_rec_no', row.f_rec_no)}</td>
          <td className={styles.money}>{feeCellText('p_amount', row.p_amount)}</td>
          <td className={styles.money}>{feeCellText('d_amount', row.d_amount)}</td>
          <td>{feeCellText('financial_yr', row.financial_yr)}</td>
          {columns.receipt ? (
            <td>{row.f_rec_no.trim() ? <ReceiptButton receipt={receiptOf(row)} /> : feeCellText('f_rec_no', null)}</td>
          ) : null}
        </tr>
      ))}
    </TableRegion>
  );
}

import { useTranslation } from 'react-i18next';
import type { TFeePayment } from '@portal/contract';
import { feeCellText, type FeeColumns } from '@portal/domain/fees/columns';
import type { ReceiptRef } from '../api/get-receipt.ts';
import { ReceiptButton } from './receipt-button.tsx';
import { CardTable } from '../../../components/ui/card-table.tsx';
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
 * and, when the institute's receipts are on, a download button per row [FEES-COL-4]. On a phone
 * each payment is a card: its receipt number and Download first, then the amount (decision 087).
 */
export function PaymentTable({ rows, columns, receiptOf }: Props) {
  const { t } = useTranslation();
  return (
    <CardTable
      className={styles.wide}
      caption={t('fees.history.caption')}
      rows={rows}
      rowKey={(row, i) => `${i}-${row.f_rec_no}`}
      columns={[
        { key: 'instalments', header: t('fees.history.instalments'), cell: (row) => feeCellText('install_nos', row.install_nos) },
        { key: 'date', header: t('fees.history.date'), cell: (row) => feeCellText('p_date', row.p_date) },
        columns.standard && { key: 'standard', header: t('word.standard'), cell: (row) => feeCellText('stnd_n', row.stnd_n) },
        columns.batch && { key: 'batch', header: t('word.batch'), cell: (row) => feeCellText('c_n', row.c_n) },
        { key: 'method', header: t('fees.history.method'), cell: (row) => feeCellText('p_method', row.p_method) },
        { key: 'receiptNo', header: t('fees.history.receiptNo'), card: 'title', cell: (row) => feeCellText('f_rec_no', row.f_rec_no) },
        { key: 'amount', header: t('fees.history.amount'), numeric: true, card: 'key', cell: (row) => feeCellText('p_amount', row.p_amount) },
        { key: 'balance', header: t('fees.history.balance'), numeric: true, cell: (row) => feeCellText('d_amount', row.d_amount) },
        { key: 'year', header: t('fees.history.financialYear'), cell: (row) => feeCellText('financial_yr', row.financial_yr) },
        columns.receipt && {
          key: 'receipt',
          header: t('fees.history.receipt'),
          card: 'lead',
          cell: (row) => (row.f_rec_no.trim() ? <ReceiptButton receipt={receiptOf(row)} /> : feeCellText('f_rec_no', null)),
        },
      ]}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { TFeeInstalment } from '@portal/contract';
import { feeCellText, type FeeColumns } from '@portal/domain/fees/columns';
import { instalmentStatus } from '@portal/domain/fees/instalment-status';
import { StatusBadge } from './status-badge.tsx';
import { CardTable } from '../../../components/ui/card-table.tsx';
import styles from './fee-table.module.css';

type Props = { rows: readonly TFeeInstalment[]; columns: FeeColumns; today: string };

/**
 * The due details table [FEES-ROW-2]: instalment, due date (DD-MM-YYYY), standard or batch only
 * with a linked fee structure [FEES-COL-2/3], total, fine only when configured [FEES-COL-1],
 * balance and the status [FEES-STATUS-*]. The caller passes the rows dueTabRows kept
 * [FEES-DUE-1..3]; cells go through feeCellText for money and placeholders [FEES-EMPTY-2/3].
 * On a phone each instalment is a card: its number and status first, then its balance (decision 087).
 */
export function DueTable({ rows, columns, today }: Props) {
  const { t } = useTranslation();
  return (
    <CardTable
      className={styles.wide}
      caption={t('fees.due.caption')}
      rows={rows}
      rowKey={(row, i) => `${i}-${row.install_no}`}
      columns={[
        { key: 'no', header: t('fees.due.installNo'), card: 'title', cell: (row) => feeCellText('install_no', row.install_no) },
        { key: 'date', header: t('fees.due.dueDate'), cell: (row) => feeCellText('d_date', row.d_date) },
        columns.standard && { key: 'standard', header: t('word.standard'), cell: (row) => feeCellText('stnd_n', row.stnd_n) },
        columns.batch && { key: 'batch', header: t('word.batch'), cell: (row) => feeCellText('c_n', row.c_n) },
        { key: 'total', header: t('fees.due.total'), numeric: true, cell: (row) => feeCellText('t_amount', row.t_amount) },
        columns.fine && { key: 'fine', header: t('fees.due.fine'), numeric: true, cell: (row) => feeCellText('balance_fine', row.balance_fine) },
        { key: 'balance', header: t('fees.due.balance'), numeric: true, card: 'key', cell: (row) => feeCellText('d_amount', row.d_amount) },
        { key: 'status', header: t('fees.due.status'), card: 'lead', cell: (row) => <StatusBadge status={instalmentStatus(row, today)} /> },
      ]}
    />
  );
}

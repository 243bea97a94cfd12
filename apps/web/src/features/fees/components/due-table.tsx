import { useTranslation } from 'react-i18next';
import type { TFeeInstalment } from '@portal/contract';
import { feeCellText, type FeeColumns } from '@portal/domain/fees/columns';
import { instalmentStatus } from '@portal/domain/fees/instalment-status';
import { StatusBadge } from './status-badge.tsx';
import { TableRegion } from '../../../components/ui/table-region.tsx';
import styles from './fee-table.module.css';

type Props = { rows: readonly TFeeInstalment[]; columns: FeeColumns; today: string };

/**
 * The due details table [FEES-ROW-2]: instalment, due date (DD-MM-YYYY), standard or batch only
 * with a linked fee structure [FEES-COL-2/3], total, fine only when configured [FEES-COL-1],
 * balance and the status [FEES-STATUS-*]. The caller passes the rows dueTabRows kept
 * [FEES-DUE-1..3]; cells go through feeCellText for money and placeholders [FEES-EMPTY-2/3].
 */
export function DueTable({ rows, columns, today }: Props) {
  const { t } = useTranslation();
  const head = (
    <tr>
      <th scope="col">{t('fees.due.installNo')}</th>
      <th scope="col">{t('fees.due.dueDate')}</th>
      {columns.standard ? <th scope="col">{t('word.standard')}</th> : null}
      {columns.batch ? <th scope="col">{t('word.batch')}</th> : null}
      <th scope="col" className={styles.money}>
        {t('fees.due.total')}
      </th>
      {columns.fine ? (
        <th scope="col" className={styles.money}>
          {t('fees.due.fine')}
        </th>
      ) : null}
      <th scope="col" className={styles.money}>
        {t('fees.due.balance')}
      </th>
      <th scope="col">{t('fees.due.status')}</th>
    </tr>
  );
  return (
    <TableRegion className={styles.wide} caption={t('fees.due.caption')} head={head}>
      {rows.map((row, i) => (
        <tr key={`${i}-${row.install_no}`}>
          <td>{feeCellText('install_no', row.install_no)}</td>
          <td>{feeCellText('d_date', row.d_date)}</td>
          {columns.standard ? <td>{feeCellText('stnd_n', row.stnd_n)}</td> : null}
          {columns.batch ? <td>{feeCellText('c_n', row.c_n)}</td> : null}
          <td className={styles.money}>{feeCellText('t_amount', row.t_amount)}</td>
          {columns.fine ? <td className={styles.money}>{feeCellText('balance_fine', row.balance_fine)}</td> : null}
          <td className={styles.money}>{feeCellText('d_amount', row.d_amount)}</td>
          <td>
            <StatusBadge status={instalmentStatus(row, today)} />
          </td>
        </tr>
      ))}
    </TableRegion>
  );
}

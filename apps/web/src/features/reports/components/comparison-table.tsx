import { useTranslation } from 'react-i18next';
import type { TTestReportResponse } from '@portal/contract';
import { accuracy } from '@portal/domain/report/report-figures';
import { hmsText, marksText, twoDecimals } from './report-time.ts';
import { TableRegion } from '../../../components/ui/table-region.tsx';
import styles from './report-table.module.css';

type Row = { who: 'you' | 'topper' | 'average'; score: number; correct: number; wrong: number; timeMs: number };

/** The three rows [REPORT-CMP-2]: You from test_report, Topper from topper_report, Average from average_report. */
export function comparisonRows(r: TTestReportResponse): Row[] {
  const you = r.test_report;
  const top = r.topper_report;
  const avg = r.average_report;
  return [
    { who: 'you', score: you.total_score, correct: you.right_ques_count, wrong: you.wrong_ques_count, timeMs: you.total_attempted_time },
    { who: 'topper', score: top.marks_obtained, correct: top.total_correct_que, wrong: top.total_incorrect_que, timeMs: top.total_time_taken },
    { who: 'average', score: avg.marks, correct: avg.correct, wrong: avg.incorrect, timeMs: avg.time_taken },
  ];
}

/**
 * Comparison With Topper [REPORT-CMP-1]: You, Topper and Average by score, accuracy (correct of
 * answered, 2 decimals [REPORT-ACC-1]; a dash with nothing answered, decision 043), correct,
 * wrong and time. The average's counts are means, shown to 2 decimals where not whole.
 */
export function ComparisonTable({ report }: { report: TTestReportResponse }) {
  const { t } = useTranslation();
  const total = report.test_report.total_marks;
  return (
    <TableRegion
      className={styles.table}
      caption={t('reports.compare.caption')}
      head={
        <tr>
          <th scope="col">
            <span className="sr-only">{t('reports.compare.who')}</span>
          </th>
          <th scope="col" className={styles.number}>{t('reports.compare.score')}</th>
          <th scope="col" className={styles.number}>{t('reports.compare.accuracy')}</th>
          <th scope="col" className={styles.number}>{t('reports.compare.correct')}</th>
          <th scope="col" className={styles.number}>{t('reports.compare.wrong')}</th>
          <th scope="col" className={styles.number}>{t('reports.compare.time')}</th>
        </tr>
      }
    >
      {comparisonRows(report).map((row) => (
        <tr key={row.who}>
          <th scope="row">{t(`reports.compare.${row.who}`)}</th>
          <td className={styles.number}>{t('reports.marksOf', { marks: marksText(row.score), total: marksText(total) })}</td>
          <td className={styles.number}>{twoDecimals(accuracy(row.correct, row.wrong))}</td>
          <td className={styles.number}>{marksText(row.correct)}</td>
          <td className={styles.number}>{marksText(row.wrong)}</td>
          <td className={styles.number}>{hmsText(row.timeMs, t)}</td>
        </tr>
      ))}
    </TableRegion>
  );
}

import { useTranslation } from 'react-i18next';
import type { TTestReportResponse } from '@portal/contract';
import { accuracy } from '@portal/domain/report/report-figures';
import { CardTable } from '../../../components/ui/card-table.tsx';
import { hmsText, marksText, twoDecimals } from './report-time.ts';
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
 * wrong and time. The average's counts are means, shown to 2 decimals where not whole. On a
 * phone each row is a card, its score first (decision 087).
 */
export function ComparisonTable({ report }: { report: TTestReportResponse }) {
  const { t } = useTranslation();
  const total = report.test_report.total_marks;
  return (
    <CardTable
      className={styles.table}
      caption={t('reports.compare.caption')}
      rows={comparisonRows(report)}
      rowKey={(row) => row.who}
      columns={[
        { key: 'who', header: t('reports.compare.who'), hideHeader: true, rowHeader: true, card: 'title', cell: (row) => t(`reports.compare.${row.who}`) },
        {
          key: 'score',
          header: t('reports.compare.score'),
          numeric: true,
          card: 'key',
          cell: (row) => t('reports.marksOf', { marks: marksText(row.score), total: marksText(total) }),
        },
        { key: 'accuracy', header: t('reports.compare.accuracy'), numeric: true, cell: (row) => twoDecimals(accuracy(row.correct, row.wrong)) },
        { key: 'correct', header: t('reports.compare.correct'), numeric: true, cell: (row) => marksText(row.correct) },
        { key: 'wrong', header: t('reports.compare.wrong'), numeric: true, cell: (row) => marksText(row.wrong) },
        { key: 'time', header: t('reports.compare.time'), numeric: true, cell: (row) => hmsText(row.timeMs, t) },
      ]}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { TTestReportResponse } from '@portal/contract';
import { hmsText, marksText, twoDecimals } from './report-time.ts';
import styles from './report-detail.module.css';

/**
 * The summary's figures [REPORT-SUM-1] [REPORT-SUM-2] [REPORT-SUM-13]: rank, marks, percentile
 * (the server's, from the domain's rule [REPORT-PCT-1/2]), questions attempted (right and wrong),
 * correct, incorrect, students appeared and the total time in hours, minutes and seconds.
 */
export function ReportFigures({ summary }: { summary: TTestReportResponse['test_report'] }) {
  const { t } = useTranslation();
  const figures: [string, string][] = [
    ['rank', String(summary.rank)],
    ['marks', t('reports.marksOf', { marks: marksText(summary.total_score), total: marksText(summary.total_marks) })],
    ['percentile', twoDecimals(summary.percentile)],
    ['attempted', String(summary.right_ques_count + summary.wrong_ques_count)],
    ['correct', String(summary.right_ques_count)],
    ['incorrect', String(summary.wrong_ques_count)],
    ['students', String(summary.total_students)],
    ['time', hmsText(summary.total_attempted_time, t)],
  ];
  return (
    <dl className={styles.figures}>
      {figures.map(([key, value]) => (
        <div key={key} className={styles.figure} data-testid={`report-${key}`}>
          <dt>{t(`reports.summary.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

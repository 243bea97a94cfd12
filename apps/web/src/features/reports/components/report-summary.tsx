import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTestReportResponse } from '@portal/contract';
import { Button } from '../../../components/ui/button.tsx';
import { QuestionTable } from './question-table.tsx';
import { ReportFigures } from './report-figures.tsx';
import { SubjectChartDialog } from './subject-chart-dialog.tsx';
import { SubjectTable } from './subject-table.tsx';
import styles from './report-detail.module.css';

/**
 * Summary [REPORT-SUM-1..15]: the figures, the subject-wise table with its graphical popup
 * [REPORT-SUM-5], the question-wise table with its total marks line, and the solutions' Preview
 * (in a new tab) and Download, only when the test lets its solutions be downloaded (the report
 * opens only once published) [REPORT-SUM-10/11] (decision 047).
 */
export function ReportSummary({ report, pdfBase }: { report: TTestReportResponse; pdfBase: string }) {
  const { t } = useTranslation();
  const [chart, setChart] = useState(false);
  const subjects = report.subject_wise_distribution;
  return (
    <div className={styles.summary}>
      <ReportFigures summary={report.test_report} />
      {report.test_report.is_download_solution === 1 ? (
        <div className={styles.actions}>
          <a className={styles.link} href={`/api/v1/studentdashboard/reportPreview/${pdfBase}`} target="_blank" rel="noopener">
            {t('reports.solutions.preview')}
          </a>
          <a className={styles.link} href={`/api/v1/studentdashboard/reportPreview/${pdfBase}/1`} download>
            {t('reports.solutions.download')}
          </a>
        </div>
      ) : null}
      {subjects.length > 0 ? (
        <>
          <SubjectTable subjects={subjects} />
          <div className={styles.actions}>
            <Button onClick={() => setChart(true)}>{t('reports.chart.open')}</Button>
          </div>
          {chart ? <SubjectChartDialog subjects={subjects} onClose={() => setChart(false)} /> : null}
        </>
      ) : null}
      {report.question_wise_distribution.length > 0 ? (
        <QuestionTable questions={report.question_wise_distribution} totalScore={report.test_report.total_score} totalMarks={report.test_report.total_marks} />
      ) : (
        <p>{t('reports.questions.none')}</p>
      )}
    </div>
  );
}

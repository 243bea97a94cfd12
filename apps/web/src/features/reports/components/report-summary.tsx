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
 * [REPORT-SUM-5], the question-wise table with its total marks line. The solutions' Preview and
 * Download come with the PDFs (issue 15's next step).
 */
export function ReportSummary({ report }: { report: TTestReportResponse }) {
  const { t } = useTranslation();
  const [chart, setChart] = useState(false);
  const subjects = report.subject_wise_distribution;
  return (
    <div className={styles.summary}>
      <ReportFigures summary={report.test_report} />
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

import { useTranslation } from 'react-i18next';
import type { TTestReportResponse } from '@portal/contract';
import { QuestionTable } from './question-table.tsx';
import { ReportFigures } from './report-figures.tsx';
import { SubjectTable } from './subject-table.tsx';
import styles from './report-detail.module.css';

/**
 * Summary [REPORT-SUM-1..15]: the figures, the subject-wise table, the question-wise table with
 * its total marks line. The graphical popup and the solutions' Preview and Download come with the
 * charts and the PDFs (issue 15's next steps).
 */
export function ReportSummary({ report }: { report: TTestReportResponse }) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary}>
      <ReportFigures summary={report.test_report} />
      {report.subject_wise_distribution.length > 0 ? <SubjectTable subjects={report.subject_wise_distribution} /> : null}
      {report.question_wise_distribution.length > 0 ? (
        <QuestionTable questions={report.question_wise_distribution} totalScore={report.test_report.total_score} totalMarks={report.test_report.total_marks} />
      ) : (
        <p>{t('reports.questions.none')}</p>
      )}
    </div>
  );
}

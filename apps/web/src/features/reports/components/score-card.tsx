import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTestReportResponse } from '@portal/contract';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { ReportFigures } from './report-figures.tsx';
import { SubjectTable } from './subject-table.tsx';
import styles from './report-detail.module.css';

/**
 * The Score Card tab. The spec's client opens an external result page in a new window
 * [REPORT-DETAIL-4] (API-EXT-2); ours is a page of its own, here: the institute, the learner, the
 * test, the figures and the subjects, laid out to print on one sheet (the app's frame is left off
 * the paper by the print styles), and its PDF from the server. Decisions 045 and 047.
 */
export function ScoreCard({ report, pdfBase }: { report: TTestReportResponse; pdfBase: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const titleId = useId();
  return (
    <article className={styles.scoreCard} aria-labelledby={titleId}>
      <header className={styles.scoreHead}>
        <p className={styles.institute}>{session?.institute_name}</p>
        <h3 id={titleId} className={styles.scoreTitle}>
          {t('reports.scoreCard.title')}
        </h3>
        <dl className={styles.who}>
          <div>
            <dt>{t('reports.scoreCard.learner')}</dt>
            <dd>{session?.name}</dd>
          </div>
          {session?.student_display_id ? (
            <div>
              <dt>{t('reports.scoreCard.id')}</dt>
              <dd>{session.student_display_id}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('reports.scoreCard.test')}</dt>
            <dd>{report.test_report.test_name}</dd>
          </div>
        </dl>
      </header>
      <ReportFigures summary={report.test_report} />
      {report.subject_wise_distribution.length > 0 ? <SubjectTable subjects={report.subject_wise_distribution} /> : null}
      <div className={styles.actions} data-print="hide">
        <a className={styles.link} href={`/api/v1/studentdashboard/scoreCard/${pdfBase}`} download>
          {t('reports.scoreCard.pdf')}
        </a>
        <Button variant="primary" onClick={() => window.print()}>
          {t('reports.scoreCard.print')}
        </Button>
      </div>
    </article>
  );
}

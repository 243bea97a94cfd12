import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportTabs } from '@portal/domain/report/report-status';
import { FailureNote } from '../../../components/ui/failure-note.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TabList, tabId } from '../../../components/ui/tab-list.tsx';
import { useTestReport } from '../api/get-test-report.ts';
import type { ReportContext } from '../report-context.ts';
import type { ReportParams } from '../report-params.ts';
import { ComparisonTable } from './comparison-table.tsx';
import { ReportSummary } from './report-summary.tsx';
import { ScoreCard } from './score-card.tsx';
import styles from './report-detail.module.css';

type Props = { ctx: ReportContext; params: ReportParams; testId: number; backHref: string };

/**
 * The report of one test [REPORT-DETAIL-1..6]: Back (to the list with its label and order
 * [REPORT-LABEL-5]), the test's name, and the tabs Summary (the default), Score Card and
 * Comparison With Topper, the last hidden for practice tests [REPORT-DETAIL-5]. The data is
 * API-EXAM-10's [REPORT-DETAIL-6]; a tab not offered for this test opens the Summary.
 */
export function ReportDetail({ ctx, params, testId, backHref }: Props) {
  const { t } = useTranslation();
  const prefix = useId();
  const report = useTestReport(ctx.instituteId, ctx.accountId, ctx.userId, testId);
  const back = (
    <Link to={backHref} className={styles.back}>
      {t('reports.detail.back')}
    </Link>
  );
  if (report.isPending) return <>{back}<Spinner label={t('reports.detail.loading')} /></>;
  if (!report.data) return <>{back}<FailureNote error={report.error} onRetry={() => void report.refetch()} retryLabel={t('reports.retry')} /></>;
  const data = report.data;
  const tabs = reportTabs(data.test_report.test_type_id);
  const tab = tabs.includes(params.tab) ? params.tab : 'summary';
  const panelId = `${prefix}-panel`;
  // The learner, the test and the attempt the PDFs are of: the report's own (decision 047).
  const pdfBase = `${ctx.accountId}:${ctx.userId}/${testId}/${data.test_report.attempt_id}`;
  return (
    <div className={styles.detail}>
      {back}
      <h2 className={styles.name}>{data.test_report.test_name}</h2>
      <div className={styles.tabs}>
        <TabList tabs={tabs} value={tab} onChange={params.setTab} label={t('reports.detail.tabs')} labelOf={(x) => t(`reports.detail.${x}`)} idPrefix={prefix} panelId={panelId} />
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(prefix, tab)} className={styles.panel}>
        {tab === 'summary' ? <ReportSummary report={data} pdfBase={pdfBase} /> : null}
        {tab === 'score-card' ? <ScoreCard report={data} pdfBase={pdfBase} /> : null}
        {tab === 'comparison' ? <ComparisonTable report={data} /> : null}
      </div>
    </div>
  );
}

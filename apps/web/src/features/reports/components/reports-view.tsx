import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList, tabId } from '../../../components/ui/tab-list.tsx';
import type { ReportContext } from '../report-context.ts';
import type { ReportMode, ReportParams } from '../report-params.ts';
import { ReportDetail } from './report-detail.tsx';
import { ReportOfflineView } from './report-offline-view.tsx';
import { ReportOnlineView } from './report-online-view.tsx';
import { ProgressView } from './progress-view.tsx';
import styles from './report-detail.module.css';

/** The list's address: the screen's choices without the report opened. */
function listHref(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('test');
  params.delete('tab');
  const query = params.toString();
  return query ? `/report?${query}` : '/report';
}

/**
 * The exam reports: the Online and Offline views (the same modes as My Exam, by the institute's
 * exam setting and the user type), Progress over time, or the report of one test when the
 * address names one.
 */
export function ReportsView({ ctx, params, search }: { ctx: ReportContext; params: ReportParams; search: string }) {
  const { t } = useTranslation();
  const prefix = useId();
  // Progress over time is every learner's (decision 048), beside the modes the institute offers.
  const modes = useMemo((): ReportMode[] => [...(['online', 'offline'] as const).filter((m) => ctx.tabs[m]), 'progress'], [ctx.tabs]);
  const mode: ReportMode = params.mode && modes.includes(params.mode) ? params.mode : (modes[0] ?? 'online');
  if (params.testId !== null) return <ReportDetail ctx={ctx} params={params} testId={params.testId} backHref={listHref(search)} />;
  const reportHref = (testId: number) => {
    const next = new URLSearchParams(search);
    next.set('test', String(testId));
    next.delete('tab');
    return `/report?${next.toString()}`;
  };
  const panelId = `${prefix}-panel`;
  return (
    <div className={styles.detail}>
      <div className={styles.tabs}>
        <TabList tabs={modes} value={mode} onChange={params.setMode} label={t('exams.tabs.label')} labelOf={(m) => (m === 'progress' ? t('reports.progress.tab') : t(`exams.tabs.${m}`))} idPrefix={prefix} panelId={panelId} />
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(prefix, mode)} className={styles.panel}>
        {mode === 'online' ? <ReportOnlineView ctx={ctx} params={params} reportHref={reportHref} /> : null}
        {mode === 'offline' ? <ReportOfflineView ctx={ctx} params={params} /> : null}
        {mode === 'progress' ? <ProgressView ctx={ctx} /> : null}
      </div>
    </div>
  );
}

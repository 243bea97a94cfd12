import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { ReportContext } from '../report-context.ts';
import { REPORT } from '../report-icons.ts';
import type { ReportParams } from '../report-params.ts';

/**
 * The Offline view [REPORT-OFF-1..3]: built in issue 15's next step (the rows and the analysis
 * chart with its table). Until then it says so; My Exam's Offline tab lists the same results.
 */
export function ReportOfflineView(_: { ctx: ReportContext; params: ReportParams }) {
  const { t } = useTranslation();
  return <EmptyState icon={REPORT} title={t('reports.offline.soon')} text={t('reports.offline.soonText')} />;
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FailureNote } from '../../../components/ui/failure-note.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TabList, tabId } from '../../../components/ui/tab-list.tsx';
import { useOfflineReport } from '../../../lib/exam-service/get-offline-report.ts';
import type { ReportContext } from '../report-context.ts';
import { NONE } from '../report-icons.ts';
import type { ReportParams } from '../report-params.ts';
import { OfflineAnalysis } from './offline-analysis.tsx';
import { OfflineRows } from './offline-rows.tsx';
import styles from './report-detail.module.css';

const ANALYSIS = 'analysis';

/**
 * The Offline view [REPORT-OFF-1..3]: the offline report (API-EXAM-9, My Exam's call and cache),
 * an Analysis tab (the default [REPORT-OFF-2]) and one tab per batch or course [REPORT-OFF-1],
 * the tab chosen kept in the address (&course=ID). No past exam: 'No Exam Available'
 * [REPORT-AN-4]. A login without a student has no offline report.
 */
export function ReportOfflineView({ ctx, params }: { ctx: ReportContext; params: ReportParams }) {
  const { t } = useTranslation();
  const prefix = useId();
  const report = useOfflineReport(ctx.instituteId, ctx.studentId, ctx.acadYearId);
  if (ctx.studentId === null) return <EmptyState icon={NONE} title={t('reports.offline.none')} />;
  if (report.isPending) return <Spinner label={t('exams.offline.loading')} />;
  if (!report.data) return <FailureNote error={report.error} onRetry={() => void report.refetch()} retryLabel={t('reports.retry')} />;
  const courses = report.data.pastCourseExamSchdJson.filter((c) => c.pastCourseExamList.length > 0);
  if (courses.length === 0) return <EmptyState icon={NONE} title={t('reports.offline.none')} />;
  const tabs = [ANALYSIS, ...courses.map((c) => String(c.batch_id))];
  const tab = params.courseId !== null && tabs.includes(String(params.courseId)) ? String(params.courseId) : ANALYSIS;
  const course = courses.find((c) => String(c.batch_id) === tab);
  const panelId = `${prefix}-panel`;
  return (
    <div className={styles.detail}>
      <div className={styles.tabs}>
        <TabList
          tabs={tabs}
          value={tab}
          onChange={(next) => params.setCourseId(next === ANALYSIS ? null : Number(next))}
          label={t('reports.offline.tabs')}
          labelOf={(id) => (id === ANALYSIS ? t('reports.offline.analysis') : (courses.find((c) => String(c.batch_id) === id)?.course_Name ?? id))}
          idPrefix={prefix}
          panelId={panelId}
        />
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(prefix, tab)} className={styles.panel}>
        {course ? (
          <OfflineRows exams={course.pastCourseExamList} showRank={report.data.show_exam_rank} isSchool={ctx.isSchool} caption={course.course_Name} />
        ) : (
          <OfflineAnalysis report={report.data} />
        )}
      </div>
    </div>
  );
}

import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examLabelStrip } from '@portal/domain/exam/exam-tabs-labels';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FailureNote } from '../../../components/ui/failure-note.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTestLabels } from '../../../lib/exam-service/get-test-labels.ts';
import { labelText } from '../../../lib/exam-service/label-text.ts';
import { useProgress } from '../api/get-progress.ts';
import type { ReportContext } from '../report-context.ts';
import { NONE } from '../report-icons.ts';
import { ProgressMonths, ProgressScores, ProgressTopics } from './progress-tables.tsx';
import styles from './progress.module.css';

// The chart library comes with the chart only (decision 046).
const LineChart = lazy(() => import('../../../components/charts/line-chart.tsx').then((m) => ({ default: m.LineChart })));
const ALL = 'all';

/**
 * Progress over time (issue 15, decision 048), for the learner or a parent's chosen child: score
 * (a share of the marks) and percentile across the published tests of a test type as a line
 * chart with its table, the weakest topics, and attendance and homework on time by month. Every
 * figure comes computed from the server by the domain's one definition.
 */
export function ProgressView({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation();
  const selectId = useId();
  const progress = useProgress(ctx.instituteId, ctx.userId);
  const labels = useTestLabels(ctx.instituteId);
  const [labelId, setLabelId] = useState(ALL);
  const strip = useMemo(() => (labels.data ? examLabelStrip(labels.data) : []), [labels.data]);
  if (progress.isPending) return <Spinner label={t('reports.progress.loading')} />;
  if (!progress.data) return <FailureNote error={progress.error} onRetry={() => void progress.refetch()} retryLabel={t('reports.retry')} />;
  const data = progress.data;
  const used = strip.filter((l) => data.scores.some((s) => s.label_id === Number(l.label_id)));
  const scores = labelId === ALL ? data.scores : data.scores.filter((s) => String(s.label_id) === labelId);
  const day = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}`;
  return (
    <div className={styles.view}>
      <section aria-labelledby={`${selectId}-h`} className={styles.section}>
        <h2 id={`${selectId}-h`} className={styles.heading}>
          {t('reports.progress.scores')}
        </h2>
        {used.length > 1 ? (
          <div className={styles.choice}>
            <label htmlFor={selectId}>{t('reports.progress.testType')}</label>
            <select id={selectId} className={styles.select} value={labelId} onChange={(e) => setLabelId(e.target.value)}>
              <option value={ALL}>{t('reports.progress.allTypes')}</option>
              {used.map((l) => (
                <option key={l.label_id} value={String(l.label_id)}>
                  {labelText(l, t)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {scores.length === 0 ? (
          <EmptyState icon={NONE} title={t('reports.progress.noScores')} />
        ) : (
          <>
            <Suspense fallback={<Spinner label={t('reports.offline.chartLoading')} />}>
              <LineChart
                title={t('reports.progress.chartTitle')}
                yLabel={t('reports.progress.percent')}
                yMax={100}
                points={scores.map((s) => ({ key: String(s.test_id), label: day(s.ended_at) }))}
                series={[
                  { name: t('reports.progress.score'), className: styles.score!, values: scores.map((s) => s.percent) },
                  { name: t('reports.progress.percentile'), className: styles.percentile!, values: scores.map((s) => s.percentile) },
                ]}
              />
            </Suspense>
            <ProgressScores scores={scores} />
          </>
        )}
      </section>
      <ProgressTopics topics={data.topics} />
      <ProgressMonths attendance={data.attendance} homework={data.homework} />
    </div>
  );
}

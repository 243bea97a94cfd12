import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOfflineReport } from '@portal/contract';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { analysisPoints, analysisSubjects } from '@portal/domain/report/offline-analysis';
import { cutChartSubject } from '@portal/domain/report/report-cuts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { CardTable } from '../../../components/ui/card-table.tsx';
import { marksText } from './report-time.ts';
import { UpcomingExams } from './upcoming-exams.tsx';
import styles from './offline-view.module.css';

const ALL = '';
// The chart library comes with the chart only: the online reports never load it (decision 046).
const BarChart = lazy(() => import('../../../components/charts/bar-chart.tsx').then((m) => ({ default: m.BarChart })));

/**
 * Analysis [REPORT-AN-1..4]: the obtained marks of the past exams by date as a bar chart, all
 * subjects or one chosen by radio [REPORT-AN-2] (names cut at 20 in the choice, REPORT-SUM-8),
 * the same figures in a table beside it, then the upcoming exams [REPORT-AN-3].
 */
export function OfflineAnalysis({ report }: { report: TOfflineReport }) {
  const { t } = useTranslation();
  const legendId = useId();
  const [subject, setSubject] = useState(ALL);
  const courses = report.pastCourseExamSchdJson;
  const subjects = analysisSubjects(courses);
  const chosen = subjects.includes(subject) ? subject : ALL;
  const points = analysisPoints(courses, chosen === ALL ? null : chosen);
  const yMax = Math.max(0, ...points.map((p) => p.total));
  return (
    <div className={styles.analysis}>
      <fieldset className={styles.subjects}>
        <legend id={legendId}>{t('reports.offline.subject')}</legend>
        {[ALL, ...subjects].map((s) => (
          <label key={s || 'all'} className={styles.option}>
            <input type="radio" name={legendId} value={s} checked={chosen === s} onChange={() => setSubject(s)} />
            <span title={s || undefined}>{s === ALL ? t('reports.offline.allSubjects') : cutChartSubject(s)}</span>
          </label>
        ))}
      </fieldset>
      <Suspense fallback={<Spinner label={t('reports.offline.chartLoading')} />}>
        <BarChart
          title={t('reports.offline.chartTitle', { subject: chosen === ALL ? t('reports.offline.allSubjects') : chosen })}
          yLabel={t('reports.offline.marks')}
          yMax={yMax}
          series={[{ name: t('reports.offline.marks'), className: styles.bar! }]}
          groups={points.map((p) => ({ key: String(p.examId), label: formatIsoDate(p.date).slice(0, 5), values: [p.obtained] }))}
        />
      </Suspense>
      <CardTable
        caption={t('reports.offline.tableCaption', { subject: chosen === ALL ? t('reports.offline.allSubjects') : chosen })}
        rows={points}
        rowKey={(p) => String(p.examId)}
        columns={[
          { key: 'date', header: t('reports.offline.date'), cell: (p) => formatIsoDate(p.date) },
          { key: 'exam', header: t('reports.offline.exam'), rowHeader: true, card: 'title', cardLabel: false, cell: (p) => p.name },
          {
            key: 'marks',
            header: t('reports.offline.marks'),
            numeric: true,
            card: 'key',
            cell: (p) => (p.obtained === null ? t('reports.offline.absent') : t('reports.marksOf', { marks: marksText(p.obtained), total: marksText(p.total) })),
          },
        ]}
      />
      <UpcomingExams report={report} />
    </div>
  );
}

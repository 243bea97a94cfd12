import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTestReportResponse } from '@portal/contract';
import { cutChartSubject } from '@portal/domain/report/report-cuts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { CardTable } from '../../../components/ui/card-table.tsx';
import styles from './subject-chart.module.css';

// The chart library comes with the chart only (decision 046).
const BarChart = lazy(() => import('../../../components/charts/bar-chart.tsx').then((m) => ({ default: m.BarChart })));

type Subject = TTestReportResponse['subject_wise_distribution'][number];
const KINDS = ['right', 'wrong', 'left'] as const;
const count = (s: Subject, kind: (typeof KINDS)[number]) => (kind === 'right' ? s.right_ques_count : kind === 'wrong' ? s.wrong_ques_count : s.left_ques_count);

/**
 * The graphical popup [REPORT-SUM-5]: right, wrong and left counts per subject as grouped bars,
 * subject names cut at 20 under the bars [REPORT-SUM-8], and the same counts in a table below
 * (the names whole), for a screen reader and for whoever prefers numbers.
 */
export function SubjectChartDialog({ subjects, onClose }: { subjects: readonly Subject[]; onClose: () => void }) {
  const { t } = useTranslation();
  const legend = useId();
  const yMax = Math.max(1, ...subjects.flatMap((s) => KINDS.map((k) => count(s, k))));
  return (
    <Dialog title={t('reports.chart.title')} onClose={onClose} dismissOnBackdrop className={styles.dialog} footer={<Button onClick={onClose}>{t('reports.chart.close')}</Button>}>
      <div className={styles.body} id={legend}>
        <Suspense fallback={<Spinner label={t('reports.offline.chartLoading')} />}>
          <BarChart
            title={t('reports.chart.description')}
            yLabel={t('reports.chart.questions')}
            yMax={yMax}
            series={KINDS.map((k) => ({ name: t(`reports.subjects.${k}`), className: styles[k]! }))}
            groups={subjects.map((s) => ({ key: s.subject_name, label: cutChartSubject(s.subject_name), values: KINDS.map((k) => count(s, k)) }))}
          />
        </Suspense>
        <CardTable
          caption={t('reports.chart.table')}
          rows={subjects}
          rowKey={(s) => s.subject_name}
          columns={[
            { key: 'subject', header: t('reports.subjects.subject'), rowHeader: true, card: 'title', cardLabel: false, cell: (s) => s.subject_name },
            ...KINDS.map((k) => ({ key: k, header: t(`reports.subjects.${k}`), numeric: true, cell: (s: Subject) => count(s, k) })),
          ]}
        />
      </div>
    </Dialog>
  );
}

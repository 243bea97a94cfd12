import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examLabelStrip, isLabelStripShown } from '@portal/domain/exam/exam-tabs-labels';
import { REPORT_SORTS, sortReportCards, type ReportSort } from '@portal/domain/report/report-cards';
import { reportStatus } from '@portal/domain/report/report-status';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FailureNote } from '../../../components/ui/failure-note.tsx';
import { LabelStrip } from '../../../components/ui/label-strip.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLabelTests } from '../../../lib/exam-service/get-label-tests.ts';
import { useTestLabels } from '../../../lib/exam-service/get-test-labels.ts';
import { labelText } from '../../../lib/exam-service/label-text.ts';
import type { ReportContext } from '../report-context.ts';
import { CHOOSE, NONE } from '../report-icons.ts';
import type { ReportParams } from '../report-params.ts';
import { ReportCard } from './report-card.tsx';
import { ReportProducts } from './report-products.tsx';
import styles from './report-online-view.module.css';

type Props = { ctx: ReportContext; params: ReportParams; reportHref: (testId: number) => string };

/**
 * The Online view [REPORT-LABEL-1..5]: the label strip (the institute's labels, the placeholders
 * where a kind is missing, as on My Exam), Bookmarked Questions, the sort by date, the chosen
 * label's report cards, then the Products / Exams section [REPORT-PROD-1]. The label and the order
 * are in the address, so they are still chosen on return from a report [REPORT-LABEL-5].
 */
export function ReportOnlineView({ ctx, params, reportHref }: Props) {
  const { t } = useTranslation();
  const labels = useTestLabels(ctx.instituteId);
  const strip = useMemo(() => (labels.isPending ? [] : examLabelStrip(labels.isError ? null : labels.data)), [labels.isPending, labels.isError, labels.data]);
  const chosen = strip.find((l) => String(l.label_id) === params.labelId) ?? null;
  const tests = useLabelTests(chosen, ctx.accountId, ctx.instituteId);
  // Only "expired" and "not attempted" read the clock, and both say there is no report.
  const [nowMs] = useState(() => Date.now());
  const sortId = useId();
  const listHeading = useId();

  if (labels.isPending) return <Spinner label={t('exams.labels.loading')} />;
  let list;
  if (!chosen) list = <EmptyState icon={CHOOSE} title={t('reports.chooseLabel')} />;
  else if (!tests.data && tests.isPending) list = <Spinner label={t('exams.loading')} />;
  else if (!tests.data) list = <FailureNote error={tests.error} onRetry={() => void tests.refetch()} retryLabel={t('reports.retry')} />;
  else if (tests.data.length === 0) list = <EmptyState icon={NONE} title={t('exams.ph.noExam')} />;
  else
    list = (
      <ul className={styles.cards}>
        {sortReportCards(tests.data, params.order).map((test) => (
          <ReportCard key={test.test_id} test={test} status={reportStatus(test, nowMs)} timeZone={ctx.timeZone} href={reportHref(test.test_id)} />
        ))}
      </ul>
    );
  return (
    <div className={styles.view}>
      <LabelStrip labels={isLabelStripShown(strip) ? strip : []} chosen={chosen ? String(chosen.label_id) : null} onChoose={params.setLabelId}>
        <div className={styles.sort}>
          <label htmlFor={sortId}>{t('reports.sort.label')}</label>
          <select id={sortId} className={styles.select} value={params.order} onChange={(e) => params.setOrder(e.target.value as ReportSort)}>
            {REPORT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`reports.sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </LabelStrip>
      <section aria-labelledby={listHeading} aria-busy={tests.isFetching}>
        <h2 id={listHeading} className="sr-only">
          {chosen ? t('exams.list.of', { label: labelText(chosen, t) }) : t('exams.list.label')}
        </h2>
        {list}
      </section>
      <ReportProducts ctx={ctx} order={params.order} nowMs={nowMs} reportHref={reportHref} />
    </div>
  );
}

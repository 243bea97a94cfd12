import { useId, useMemo, useState } from 'react';
import { examLabelStrip, isLabelStripShown } from '@portal/domain/exam/exam-tabs-labels';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLabelTests } from '../../../lib/exam-service/get-label-tests.ts';
import { useTestLabels } from '../../../lib/exam-service/get-test-labels.ts';
import type { ExamContext } from '../../../lib/exam-service/exam-context.ts';
import { useExamFailures } from '../use-exam-failures.ts';
import { useExamNow } from '../use-exam-now.ts';
import { useLabelFailureToast } from '../use-exam-toasts.ts';
import { LoadedNote } from './loaded-note.tsx';
import { useProductExams } from '../../../lib/exam-service/use-product-exams.ts';
import { ExamErrorBackdrop } from './exam-error-backdrop.tsx';
import { ExamSearch } from './exam-search.tsx';
import { labelText } from '../../../lib/exam-service/label-text.ts';
import { LabelStrip } from '../../../components/ui/label-strip.tsx';
import { LabelTests } from './label-tests.tsx';
import { ProductExams } from './product-exams.tsx';
import styles from './online-view.module.css';

type Props = { ctx: ExamContext; labelId: string | null; onChooseLabel: (labelId: string) => void };

/**
 * The Online tab: the label strip (the institute's labels [EXAM-LABEL-1/2], with the placeholders
 * where a kind is missing or the call failed [EXAM-LABEL-7/8]), Bookmarked Questions
 * [EXAM-LABEL-4], the search [EXAM-SEARCH-1], the chosen label's cards [EXAM-LABEL-3/5] and the
 * product-assigned exams [EXAM-ONLINE-1].
 */
export function OnlineView({ ctx, labelId, onChooseLabel }: Props) {
  const { t } = useTranslation();
  const labels = useTestLabels(ctx.instituteId);
  useLabelFailureToast(labels.error);
  const strip = useMemo(() => (labels.isPending ? [] : examLabelStrip(labels.isError ? null : labels.data)), [labels.isPending, labels.isError, labels.data]);
  const chosen = strip.find((l) => String(l.label_id) === labelId) ?? null;
  const tests = useLabelTests(chosen, ctx.accountId, ctx.instituteId);
  const products = useProductExams(ctx);
  const nowMs = useExamNow();
  const [search, setSearch] = useState('');
  const listHeading = useId();
  const backdrop = useExamFailures([tests.error, ...products.errors]);

  if (labels.isPending) return <Spinner label={t('exams.labels.loading')} />;
  return (
    <div className={styles.view}>
      {/* Without labels there is no mock/practice navigation [EXAM-LABEL-6]. */}
      <LoadedNote loaded={chosen !== null && tests.isSuccess} textKey="exams.toast.tests" />
      <LabelStrip labels={isLabelStripShown(strip) ? strip : []} chosen={chosen ? String(chosen.label_id) : null} onChoose={onChooseLabel} />
      <ExamSearch value={search} onChange={setSearch} />
      <section aria-labelledby={listHeading} className={styles.list} aria-busy={tests.isFetching}>
        {/* Heard, not seen (the pressed label says it): keeps the headings in order, h1 > h2 > the cards' h3. */}
        <h2 id={listHeading} className="sr-only">
          {chosen ? t('exams.list.of', { label: labelText(chosen, t) }) : t('exams.list.label')}
        </h2>
        <LabelTests
          chosen={chosen !== null}
          tests={tests.data}
          pending={tests.isPending}
          error={tests.error}
          onRetry={() => void tests.refetch()}
          search={search}
          nowMs={nowMs}
          userType={ctx.userType}
          timeZone={ctx.timeZone}
        />
      </section>
      <ProductExams products={products} search={search} nowMs={nowMs} userType={ctx.userType} timeZone={ctx.timeZone} />
      {backdrop ? <ExamErrorBackdrop message={backdrop} /> : null}
    </div>
  );
}

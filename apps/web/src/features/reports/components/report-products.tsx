import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSort } from '@portal/domain/report/report-cards';
import { isReportProductTest, sortReportCards } from '@portal/domain/report/report-cards';
import { reportStatus } from '@portal/domain/report/report-status';
import { FailureNote } from '../../../components/ui/failure-note.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useProductExams } from '../../../lib/exam-service/use-product-exams.ts';
import type { ReportContext } from '../report-context.ts';
import { ReportCard } from './report-card.tsx';
import styles from './report-online-view.module.css';

type Props = { ctx: ReportContext; order: ReportSort; nowMs: number; reportHref: (testId: number) => string };

/**
 * 'Products / Exams' [REPORT-PROD-1]: the reports of the mock and online tests the learner's
 * products assign (the same calls and cache as My Exam's product exams, API-EXAM-5..7), each card
 * naming its product. With none, the section is left out.
 */
export function ReportProducts({ ctx, order, nowMs, reportHref }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const products = useProductExams(ctx);
  const failure = products.errors.find(Boolean);
  if (products.pending) return <Spinner label={t('exams.products.loading')} />;
  if (failure) return <FailureNote error={failure} onRetry={products.retry} retryLabel={t('reports.retry')} />;
  const tests = sortReportCards(products.tests.filter((test) => isReportProductTest(test.test_type_id)), order);
  if (tests.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('reports.products')}
      </h2>
      <ul className={styles.cards}>
        {tests.map((test) => (
          <ReportCard key={test.test_id} test={test} status={reportStatus(test, nowMs)} timeZone={ctx.timeZone} href={reportHref(test.test_id)} product={test.product_name?.trim() || t('exams.products.unnamed')} />
        ))}
      </ul>
    </section>
  );
}

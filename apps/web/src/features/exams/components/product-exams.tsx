import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { searchOnlineExams } from '@portal/domain/exam/exam-tabs-labels';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ProductExams as Products } from '../../../lib/exam-service/use-product-exams.ts';
import { hasServerMessage } from '../use-exam-failures.ts';
import { ExamCard } from './exam-card.tsx';
import { FailureNote } from '../../../components/ui/failure-note.tsx';
import { shownCards, type ShownCard } from './shown-cards.ts';
import styles from './product-exams.module.css';

type Props = { products: Products; search: string; nowMs: number; userType: number; timeZone: string };

/** The shown cards by product, in the order the products first appear. */
function byProduct(cards: readonly ShownCard[], fallback: string): [string, ShownCard[]][] {
  const groups = new Map<string, ShownCard[]>();
  for (const card of cards) {
    const name = card.test.product_name?.trim() || fallback;
    groups.set(name, [...(groups.get(name) ?? []), card]);
  }
  return [...groups];
}

/**
 * The product-assigned exams under the header 'Products' | 'Exams' [EXAM-ONLINE-1/2], by the
 * same status rules without a view state [EXAM-LIST-13]; a Start or Resume only while the
 * products assign tests [EXAM-BTN-9], opening with the product's institute [EXAM-PROD-3]. They
 * come from the product store, not from a label, so they show whichever label is chosen; with
 * nothing to show, the section is left out.
 */
export function ProductExams({ products, search, nowMs, userType, timeZone }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const failure = products.errors.find((e) => e && !hasServerMessage(e));
  if (products.pending) return <Spinner label={t('exams.products.loading')} />;
  if (failure) return <FailureNote error={failure} onRetry={products.retry} retryLabel={t('exams.err.retry')} />;
  const cards = shownCards(products.tests, nowMs, true);
  const names = new Set(searchOnlineExams(cards.map((c) => c.test), search));
  const groups = byProduct(cards.filter((c) => names.has(c.test)), t('exams.products.unnamed'));
  if (groups.length === 0) return null;
  const options = { product: true, assignedProductTests: products.assignedCount };
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('exams.products.heading')}
      </h2>
      {/* Explicit roles: the phone layout stacks the rows, and a browser drops a table's own
          semantics once its parts are no longer displayed as table parts. */}
      <table role="table" className={styles.table}>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              {t('exams.products.product')}
            </th>
            <th role="columnheader" scope="col">
              {t('exams.products.exams')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {groups.map(([name, group]) => (
            <tr role="row" key={name}>
              <th role="rowheader" scope="row">
                {name}
              </th>
              <td role="cell">
                <ul className={styles.cards}>
                  {group.map(({ test, status }) => (
                    <ExamCard key={test.test_id} test={test} status={status} userType={userType} timeZone={timeZone} options={options} />
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TExamTest } from '@portal/contract';
import { attemptsOutOf, cardDuration } from '@portal/domain/report/report-figures';
import { cutReportName } from '@portal/domain/report/report-cuts';
import { isReportViewable, reportCardLayout, type ReportStatus } from '@portal/domain/report/report-status';
import { formatDate } from '@portal/domain/format/date-time';
import { CutText } from '../../../components/ui/cut-text.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { ReportStatusChip } from './report-status-chip.tsx';
import card from '../../../components/ui/card.module.css';
import styles from './report-card.module.css';

type Props = { test: TExamTest; status: ReportStatus; timeZone: string; href: string; product?: string };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A report card [REPORT-CARD-1..4]: the name cut at 47 plus '...' [REPORT-CARD-8] (heard whole),
 * the facts of its type (a mock test's end date, a practice test's 'n Out of limit', an online
 * exam's start date and time; any other type its end date), the duration in hours and minutes
 * past 60 [REPORT-CARD-7], the status, and View only for a published result [REPORT-CARD-5]
 * [REPORT-STATUS-6]; otherwise the no-report message [REPORT-CARD-6]. REPORT-CARD-4's subject
 * and batch are not in the exam list's wire, and our tests are of types 1, 2 and 4 only
 * (CONST-TEST-1): decision 045.
 */
export function ReportCard({ test, status, timeZone, href, product }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const cut = cutReportName(test.test_name);
  const layout = reportCardLayout(test.test_type_id);
  const duration = cardDuration(test.duration);
  const attempts = attemptsOutOf(test.total_attempts, test.test_limit);
  return (
    <li className={card.card} data-testid={`report-card-${test.test_id}`}>
      <div className={card.head}>
        <h3 id={titleId} className={card.title}>
          <CutText full={test.test_name} cut={cut} />
        </h3>
        <ReportStatusChip status={status} />
      </div>
      <dl className={styles.facts}>
        {product === undefined ? null : <Fact term={t('exams.products.product')}>{product}</Fact>}
        <Fact term={t('exams.card.type')}>{t(`exams.type.${test.test_type_id}`)}</Fact>
        {layout === 'start-date-time' ? <Fact term={t('exams.card.starts')}><DateTime seconds={test.start_timestamp} timeZone={timeZone} /></Fact> : null}
        {layout === 'end-date' || layout === 'other' ? <Fact term={t('reports.card.endDate')}>{formatDate(new Date(test.end_timestamp * 1000), timeZone)}</Fact> : null}
        {layout === 'attempts' ? (
          <Fact term={t('exams.card.attempts')}>
            {attempts.limit === null ? t('exams.card.noLimit', { done: attempts.taken }) : t('exams.card.attemptsOf', { done: attempts.taken, limit: attempts.limit })}
          </Fact>
        ) : null}
        <Fact term={t('exams.card.duration')}>
          {duration.hours > 0 ? t('reports.card.hoursMinutes', { hours: duration.hours, minutes: duration.minutes }) : t('exams.card.minutes', { count: duration.minutes })}
        </Fact>
      </dl>
      <div className={card.actions}>
        {isReportViewable(status) ? (
          <Link to={href} className={styles.view} aria-describedby={titleId}>
            {t('reports.card.view')}
          </Link>
        ) : (
          <p className={styles.none}>{t('reports.card.none')}</p>
        )}
      </div>
    </li>
  );
}

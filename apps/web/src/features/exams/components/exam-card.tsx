import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TExamTest } from '@portal/contract';
import { cutExamName, type ExamButtonOptions } from '@portal/domain/exam/exam-card-button';
import { PRACTICE_TEST } from '@portal/domain/exam/exam-list-status';
import { CutText } from '../../../components/ui/cut-text.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { ExamAction } from './exam-action.tsx';
import type { ShownStatus } from './shown-cards.ts';
import { StatusChip } from './status-chip.tsx';
import styles from './exam-card.module.css';

type Props = {
  test: TExamTest;
  status: ShownStatus;
  userType: number;
  timeZone: string;
  options?: ExamButtonOptions;
};

/**
 * An exam card: the name cut at 47 characters plus '...' [EXAM-ONLINE-3] (a screen reader hears
 * it whole), its type, the window, the duration, a practice test's attempts, the status and the
 * button [EXAM-BTN-*]. Only cards of a shown status are drawn [EXAM-LIST-11].
 */
export function ExamCard({ test, status, userType, timeZone, options }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const cut = cutExamName(test.test_name);
  const limit = test.test_limit === 0 ? t('exams.card.noLimit', { done: test.total_attempts }) : t('exams.card.attemptsOf', { done: test.total_attempts, limit: test.test_limit });
  return (
    <li className={styles.card} data-testid={`exam-card-${test.test_id}`}>
      <div className={styles.top}>
        <h3 id={titleId} className={styles.title}>
          <CutText full={test.test_name} cut={cut} />
        </h3>
        {status === 'upcoming' ? null : <StatusChip status={status} />}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('exams.card.type')}</dt>
          <dd>{t(`exams.type.${test.test_type_id}`)}</dd>
        </div>
        <div>
          <dt>{t('exams.card.starts')}</dt>
          <dd>
            <DateTime seconds={test.start_timestamp} timeZone={timeZone} />
          </dd>
        </div>
        <div>
          <dt>{t('exams.card.ends')}</dt>
          <dd>
            <DateTime seconds={test.end_timestamp} timeZone={timeZone} />
          </dd>
        </div>
        <div>
          <dt>{t('exams.card.duration')}</dt>
          <dd>{t('exams.card.minutes', { count: test.duration })}</dd>
        </div>
        {test.test_type_id === PRACTICE_TEST ? (
          <div>
            <dt>{t('exams.card.attempts')}</dt>
            <dd>{limit}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <ExamAction test={test} status={status} userType={userType} options={options} describedBy={titleId} />
      </div>
    </li>
  );
}

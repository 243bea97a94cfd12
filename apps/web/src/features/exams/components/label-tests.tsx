import { useTranslation } from 'react-i18next';
import type { TExamTest } from '@portal/contract';
import { searchOnlineExams } from '@portal/domain/exam/exam-tabs-labels';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { CHOOSE, NONE, SEARCH_OFF } from '../exam-icons.ts';
import { hasServerMessage } from '../use-exam-failures.ts';
import { ExamCard } from './exam-card.tsx';
import { FailureNote } from '../../../components/ui/failure-note.tsx';
import { shownCards } from './shown-cards.ts';
import styles from './online-view.module.css';

type Props = {
  chosen: boolean;
  tests: readonly TExamTest[] | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  search: string;
  nowMs: number;
  userType: number;
  timeZone: string;
};

/**
 * The chosen label's cards. Nothing before a label is chosen but the choose-a-test-type text
 * [EXAM-LABEL-5] [EXAM-PH-1]; with a label and no card to show, 'no exam available' [EXAM-PH-2]
 * (decision for EXAM-PH-3, reading A: the page's own lower-case text). Each card's status is the
 * domain's at the server's now [EXAM-LIST-1..10]; expired and attempted ones are left out
 * [EXAM-LIST-11/12]; the search keeps those whose name matches [EXAM-SEARCH-1].
 */
export function LabelTests({ chosen, tests, pending, error, onRetry, search, nowMs, userType, timeZone }: Props) {
  const { t } = useTranslation();
  if (!chosen) return <EmptyState icon={CHOOSE} title={t('exams.ph.chooseLabel')} />;
  if (!tests && pending) return <Spinner label={t('exams.loading')} />;
  // A failure with a server message is the backdrop's (EXAM-ERR-1); the rest is said here.
  if (!tests) return error && !hasServerMessage(error) ? <FailureNote error={error} onRetry={onRetry} retryLabel={t('exams.err.retry')} /> : null;

  const cards = shownCards(tests, nowMs);
  if (cards.length === 0) return <EmptyState icon={NONE} title={t('exams.ph.noExam')} />;
  const names = new Set(searchOnlineExams(cards.map((c) => c.test), search));
  const shown = cards.filter((c) => names.has(c.test));
  if (shown.length === 0) return <EmptyState icon={SEARCH_OFF} title={t('exams.ph.noMatch')} text={t('exams.ph.noMatchHint')} />;
  return (
    <ul className={styles.cards}>
      {shown.map(({ test, status }) => (
        <ExamCard key={test.test_id} test={test} status={status} userType={userType} timeZone={timeZone} />
      ))}
    </ul>
  );
}

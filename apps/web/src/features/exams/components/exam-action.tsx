import { useTranslation } from 'react-i18next';
import type { TExamTest } from '@portal/contract';
import { examCardButton, type ExamButtonOptions } from '@portal/domain/exam/exam-card-button';
import type { ExamListStatus } from '@portal/domain/exam/exam-list-status';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { openTestPanel } from '../open-test-panel.ts';
import { StatusChip } from './status-chip.tsx';
import styles from './exam-card.module.css';

type Props = {
  test: TExamTest;
  status: ExamListStatus;
  userType: number;
  options?: ExamButtonOptions;
  /** The card's title, so a screen reader hears which exam a 'Start' belongs to. */
  describedBy: string;
};

const LABEL = { start: 'exams.action.start', resume: 'exams.action.resume', view: 'exams.action.view' } as const;

/**
 * The card's button, as examCardButton says [EXAM-BTN-1..9]: the 'Upcoming' badge, nothing, or
 * Start / Resume / View opening the test panel in a new window [EXAM-BTN-5]. A practice test
 * whose limit is reached shows a grey Start that does nothing [EXAM-BTN-7]. A parent's button is
 * grey too, but stays pressable (aria-disabled, not disabled) so it can say why: 'Parents are
 * not allowed to give exam', and the panel does not open [EXAM-BTN-8].
 */
export function ExamAction({ test, status, userType, options, describedBy }: Props) {
  const { t } = useTranslation();
  const button = examCardButton(status, test, userType, options);
  if (button.kind === 'none') return null;
  if (button.kind === 'badge-upcoming') return <StatusChip status="upcoming" />;
  const label = t(LABEL[button.kind]);
  // A product's test opens with the product's institute [EXAM-PROD-3]; the others with the session's.
  const panelTest = options?.product ? { test_id: test.test_id, test_institute_id: test.test_institute_id } : { test_id: test.test_id };
  if (button.parentBlocked) {
    return (
      <Button className={`${styles.action} ${styles.greyed}`} aria-disabled="true" aria-describedby={describedBy} onClick={() => showToast(t('exams.parents'))}>
        {label}
      </Button>
    );
  }
  if (!button.active) {
    return (
      <Button className={`${styles.action} ${styles.greyed}`} disabled aria-describedby={describedBy}>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="primary" className={styles.action} aria-describedby={describedBy} onClick={() => openTestPanel(panelTest)}>
      {label}
    </Button>
  );
}

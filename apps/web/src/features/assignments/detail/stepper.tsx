import { useTranslation } from 'react-i18next';
import { stepperStage } from '@portal/domain/assignments/edit-rules';
import type { StudentStatus } from '@portal/domain/assignments/status';
import styles from './stepper.module.css';

const STAGES = ['new', 'submit', 'remarks'] as const;

/**
 * The three stages [ASSIGN-STEP-1]: new assignment, submit here, check remarks; the reached one
 * is the domain's (decision 025, ASSIGN-STEP-3). A stage not reached yet is drawn inactive
 * (a dashed ring, muted: the rule's 'blurred', decision 090) [ASSIGN-STEP-2], and says so in
 * words to a screen reader; the current one is aria-current. The label keeps its contrast.
 */
export function Stepper({ item }: { item: { student_status: StudentStatus; teacher_status: string | null } }) {
  const { t } = useTranslation();
  const reached = stepperStage(item);
  return (
    <ol className={styles.stepper} aria-label={t('assign.step.label')}>
      {STAGES.map((stage, i) => {
        const n = i + 1;
        const state = n < reached ? 'done' : n === reached ? 'current' : 'todo';
        return (
          <li key={stage} className={`${styles.step} ${styles[state] ?? ''}`} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            <span className={styles.mark} aria-hidden="true">
              {n}
            </span>
            <span className={styles.label}>
              {t(`assign.step.${stage}`)}
              <span className="sr-only"> ({t(`assign.step.${state}`)})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';
import type { PaletteState } from '@portal/domain/exam/question-types';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { PALETTE_STATES } from '../model/palette.ts';
import styles from './panel.module.css';

type Props = {
  counts: Record<PaletteState, number>;
  /** Numbers of the questions without an answer (not visited, not answered, marked only). */
  unanswered: readonly number[];
  unsent: number;
  onSubmit: () => void;
  onCancel: () => void;
};

/**
 * 'Submit the test?' with what is unanswered (issue 13): the five counts, the numbers of the
 * questions left without an answer, and answers still on their way (they go with the submit).
 * Back to the test is the first button, so Enter on an open dialog never submits by accident.
 */
export function SubmitDialog({ counts, unanswered, unsent, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('examPanel.submit.title')}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{t('examPanel.submit.cancel')}</Button>
          <Button variant="primary" onClick={onSubmit}>
            {t('examPanel.submit.confirm')}
          </Button>
        </>
      }
    >
      <dl className={styles.summary}>
        {PALETTE_STATES.map((s) => (
          <div key={s}>
            <dt>{t(`examPanel.palette.state.${s}`)}</dt>
            <dd>{counts[s]}</dd>
          </div>
        ))}
      </dl>
      <p>{unanswered.length > 0 ? t('examPanel.submit.unanswered', { list: unanswered.join(', ') }) : t('examPanel.submit.allAnswered')}</p>
      <p>{t('examPanel.submit.graded')}</p>
      {unsent > 0 ? <p>{t('examPanel.submit.unsent', { count: unsent })}</p> : null}
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import type { SaveState } from '../model/palette.ts';
import styles from './question.module.css';

/**
 * Beside each question, whether its answer is saved, saving or waiting for the network (issue 13).
 * Not a live region: it changes on every keystroke; going offline is announced once by the
 * connection notice instead. Its line is kept even while there is nothing to say, so that the
 * first answer's 'Saved' pushes no option away from under a second tap (issue 32).
 */
export function SaveStatus({ state, refusal }: { state: SaveState; refusal?: string | null }) {
  const { t } = useTranslation();
  const text = state === 'none' ? null : state === 'refused' ? t('examPanel.save.refused', { message: refusal ?? '' }) : t(`examPanel.save.${state}`);
  return (
    <div className={styles.saveLine}>
      {text === null ? null : (
        <p className={styles.save} data-save={state}>
          <span className={styles.saveDot} aria-hidden="true" />
          {text}
        </p>
      )}
    </div>
  );
}

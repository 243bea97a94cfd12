import { useTranslation } from 'react-i18next';
import type { SaveState } from '../model/palette.ts';
import styles from './question.module.css';

/**
 * Beside each question, whether its answer is saved, saving or waiting for the network (issue 13).
 * Not a live region: it changes on every keystroke; going offline is announced once by the
 * connection notice instead.
 */
export function SaveStatus({ state, refusal }: { state: SaveState; refusal?: string | null }) {
  const { t } = useTranslation();
  if (state === 'none') return null;
  const text = state === 'refused' ? t('examPanel.save.refused', { message: refusal ?? '' }) : t(`examPanel.save.${state}`);
  return (
    <p className={styles.save} data-save={state}>
      <span className={styles.saveDot} aria-hidden="true" />
      {text}
    </p>
  );
}

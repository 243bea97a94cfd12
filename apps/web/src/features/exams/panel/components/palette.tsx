import { useTranslation } from 'react-i18next';
import type { TPanelQuestion } from '@portal/contract';
import type { PaletteState } from '@portal/domain/exam/question-types';
import { PALETTE_STATES } from '../model/palette.ts';
import styles from './palette.module.css';

type Props = {
  title: string;
  questions: readonly TPanelQuestion[];
  stateOf: (questionId: number) => PaletteState;
  counts: Record<PaletteState, number>;
  current: number;
  onGo: (questionId: number) => void;
};

/**
 * The question palette of the shown section, with the five states of India's national entrance
 * tests (RESEARCH.md, NTA). Each state has its colour and a shape of its own (a tick, a ring), so
 * colour is never the only sign; its name is part of the button's accessible name.
 */
export function Palette({ title, questions, stateOf, counts, current, onGo }: Props) {
  const { t } = useTranslation();
  return (
    <nav className={styles.palette} aria-label={t('examPanel.palette.label')}>
      <h2 className={styles.title}>{title}</h2>
      <ol className={styles.grid}>
        {questions.map((q) => {
          const state = stateOf(q.question_id);
          return (
            <li key={q.question_id}>
              <button
                type="button"
                className={`${styles.cell} ${styles[state]}`}
                data-state={state}
                aria-current={q.question_id === current ? 'step' : undefined}
                onClick={() => onGo(q.question_id)}
              >
                {q.position}
                <span className="sr-only">, {t(`examPanel.palette.state.${state}`)}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <ul className={styles.legend} aria-label={t('examPanel.palette.legend')}>
        {PALETTE_STATES.map((s) => (
          <li key={s}>
            <span className={`${styles.swatch} ${styles[s]}`} aria-hidden="true" />
            <span>
              {t(`examPanel.palette.state.${s}`)}: <strong>{counts[s]}</strong>
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

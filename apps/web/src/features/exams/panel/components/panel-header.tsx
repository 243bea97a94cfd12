import { useTranslation } from 'react-i18next';
import { formatClock } from '../model/countdown.ts';
import styles from './panel.module.css';

type Props = {
  testName: string;
  /** Null in a review: no clock. */
  secondsLeft: number | null;
  announcement: 300 | 60 | null;
};

/**
 * The test's name and the timer. The timer itself is silent (role timer); a polite live region
 * speaks only at 5 minutes and 1 minute left (issue 13), never every second.
 */
export function PanelHeader({ testName, secondsLeft, announcement }: Props) {
  const { t } = useTranslation();
  const low = secondsLeft !== null && secondsLeft <= 300;
  return (
    <header className={styles.header}>
      <h1 className={styles.testName}>{testName}</h1>
      {secondsLeft !== null ? (
        <div className={`${styles.timer} ${low ? styles.timerLow : ''}`}>
          <span className={styles.timerLabel}>{t('examPanel.timer.label')}</span>
          <span role="timer" aria-label={t('examPanel.timer.label')} className={styles.clock}>
            {formatClock(secondsLeft)}
          </span>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement === 300 ? t('examPanel.timer.five') : announcement === 60 ? t('examPanel.timer.one') : ''}
      </p>
    </header>
  );
}

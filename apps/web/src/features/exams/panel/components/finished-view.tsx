import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { forgetLaunch } from '../hooks/use-panel-entry.ts';
import type { Finished } from '../hooks/use-submit.ts';
import { PanelHeader } from './panel-header.tsx';
import { ResultSummary } from './result-summary.tsx';
import styles from './panel.module.css';

/**
 * After the attempt: submitted, ended by time, or found closed; the result once published, else
 * when it will show. The window was opened by My Exam, so it may close itself.
 */
export function FinishedView({ finished, testName }: { finished: Finished; testName: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The Submit button that had the focus is gone: the focus moves to what happened.
  useEffect(() => {
    heading.current?.focus();
    forgetLaunch(); // a reload of this window starts nothing new
  }, []);
  const headline = finished.how === 'closed' ? (finished.message ?? t('examPanel.done.closed')) : t(`examPanel.done.${finished.how === 'time-over' ? 'timeOver' : 'submitted'}`);
  return (
    <div className={styles.page}>
      <PanelHeader testName={testName} secondsLeft={null} announcement={null} />
      <main className={styles.main}>
      <section className={`${styles.card} ${styles.center}`} aria-labelledby="panel-done">
        <h2 id="panel-done" tabIndex={-1} ref={heading}>
          {headline}
        </h2>
        <p>{finished.result ? t('examPanel.done.kept') : t('examPanel.done.pending')}</p>
        <Button variant="primary" onClick={() => window.close()}>
          {t('examPanel.done.close')}
        </Button>
      </section>
      {finished.result ? <ResultSummary result={finished.result} /> : null}
      </main>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { TPanelResult } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { getResult } from '../api/attempt-calls.ts';
import { forgetLaunch } from '../hooks/use-panel-entry.ts';
import type { Finished } from '../hooks/use-submit.ts';
import { PanelHeader } from './panel-header.tsx';
import { ResultSummary } from './result-summary.tsx';
import styles from './panel.module.css';

/**
 * An attempt found ended by a refusal (time over, closed elsewhere) carries no result: it is asked
 * for, so a published result shows instead of "once published" (issue 32). undefined: asking.
 */
function useResultOf(finished: Finished, attemptId: number | undefined): TPanelResult | null | undefined {
  const ask = finished.how === 'closed' && !finished.result && attemptId !== undefined;
  const [asked, setAsked] = useState<TPanelResult | null | undefined>(undefined);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    getResult(attemptId).then(
      (result) => live && setAsked(result),
      () => live && setAsked(null), // 409 pending, or no network: it will show in My Exam
    );
    return () => {
      live = false;
    };
  }, [ask, attemptId]);
  return ask ? asked : finished.result;
}

/**
 * After the attempt: submitted, ended by time, or found closed; the result once published, else
 * when it will show. The window was opened by My Exam, so it may close itself.
 */
export function FinishedView({ finished, testName, attemptId }: { finished: Finished; testName: string; attemptId?: number }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const result = useResultOf(finished, attemptId);
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
        {result === undefined ? null : <p>{result ? t('examPanel.done.kept') : t('examPanel.done.pending')}</p>}
        <Button variant="primary" onClick={() => window.close()}>
          {t('examPanel.done.close')}
        </Button>
      </section>
      {result ? <ResultSummary result={result} /> : null}
      </main>
    </div>
  );
}

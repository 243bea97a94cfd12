import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPanelResult } from '@portal/contract';
import { formatClock } from '../model/countdown.ts';
import { ScrollRegion } from './scroll-region.tsx';
import styles from './panel.module.css';

const fmt = (n: number) => String(Number(n.toFixed(2)));

/** A published result (decision 040): marks, rank, percentile, counts, time, and a row per subject. */
export function ResultSummary({ result }: { result: TPanelResult }) {
  const { t } = useTranslation();
  const captionId = useId();
  const facts: [string, string][] = [
    [t('examPanel.result.marks'), t('examPanel.result.outOf', { marks: fmt(result.marks), max: fmt(result.max_marks) })],
    [t('examPanel.result.rank'), t('examPanel.result.rankOf', { rank: result.rank, total: result.total_students })],
    [t('examPanel.result.percentile'), fmt(result.percentile)],
    [t('examPanel.result.right'), String(result.right)],
    [t('examPanel.result.partial'), String(result.partial)],
    [t('examPanel.result.wrong'), String(result.wrong)],
    [t('examPanel.result.left'), String(result.left)],
    [t('examPanel.result.time'), formatClock(result.time_taken_seconds)],
    [t('examPanel.result.topper'), fmt(result.topper.marks)],
    [t('examPanel.result.average'), fmt(result.average.marks)],
  ];
  return (
    <section className={styles.card} aria-labelledby="panel-result-title">
      <h2 id="panel-result-title">{t('examPanel.result.title')}</h2>
      <dl className={styles.summary}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {result.subjects.length > 0 ? (
        // Scrolls sideways when its columns do not fit a phone, and says so (issue 32).
        <ScrollRegion labelledBy={captionId}>
          <table className={styles.table}>
            <caption id={captionId} className="sr-only">
              {t('examPanel.result.bySubject')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('examPanel.result.subject')}</th>
                <th scope="col">{t('examPanel.result.marks')}</th>
                <th scope="col">{t('examPanel.result.right')}</th>
                <th scope="col">{t('examPanel.result.wrong')}</th>
                <th scope="col">{t('examPanel.result.left')}</th>
              </tr>
            </thead>
            <tbody>
              {result.subjects.map((s) => (
                <tr key={s.subject}>
                  <th scope="row">{s.subject}</th>
                  <td>{fmt(s.marks)}</td>
                  <td>{s.right + s.partial}</td>
                  <td>{s.wrong}</td>
                  <td>{s.left}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  );
}

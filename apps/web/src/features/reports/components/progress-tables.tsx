import { useTranslation } from 'react-i18next';
import type { TProgressResponse } from '@portal/contract';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { TableRegion } from '../../../components/ui/table-region.tsx';
import { twoDecimals } from './report-time.ts';
import styles from './progress.module.css';

/** The line chart's table: each published test's date, name, score share and percentile. */
export function ProgressScores({ scores }: { scores: TProgressResponse['scores'] }) {
  const { t } = useTranslation();
  return (
    <TableRegion
      caption={t('reports.progress.scoresTable')}
      head={
        <tr>
          <th scope="col">{t('reports.offline.date')}</th>
          <th scope="col">{t('reports.offline.exam')}</th>
          <th scope="col" className={styles.number}>{t('reports.progress.score')}</th>
          <th scope="col" className={styles.number}>{t('reports.progress.percentile')}</th>
        </tr>
      }
    >
      {scores.map((s) => (
        <tr key={s.test_id}>
          <td>{formatIsoDate(s.ended_at.slice(0, 10))}</td>
          <th scope="row">{s.test_name}</th>
          <td className={styles.number}>{s.percent === null ? '–' : `${twoDecimals(s.percent)} %`}</td>
          <td className={styles.number}>{twoDecimals(s.percentile)}</td>
        </tr>
      ))}
    </TableRegion>
  );
}

/** The weakest topics by accuracy, lowest first; none judged yet: a sentence saying so. */
export function ProgressTopics({ topics }: { topics: TProgressResponse['topics'] }) {
  const { t } = useTranslation();
  if (topics.length === 0) return <p className={styles.note}>{t('reports.progress.noTopics')}</p>;
  return (
    <TableRegion
      caption={t('reports.progress.topics')}
      head={
        <tr>
          <th scope="col">{t('reports.progress.topic')}</th>
          <th scope="col" className={styles.number}>{t('reports.compare.accuracy')}</th>
          <th scope="col" className={styles.number}>{t('reports.subjects.right')}</th>
          <th scope="col" className={styles.number}>{t('reports.subjects.wrong')}</th>
          <th scope="col" className={styles.number}>{t('reports.subjects.left')}</th>
        </tr>
      }
    >
      {topics.map((x) => (
        <tr key={x.topic}>
          <th scope="row">{x.topic}</th>
          <td className={styles.number}>{twoDecimals(x.accuracy)}</td>
          <td className={styles.number}>{x.right}</td>
          <td className={styles.number}>{x.wrong}</td>
          <td className={styles.number}>{x.left}</td>
        </tr>
      ))}
    </TableRegion>
  );
}

type Months = Pick<TProgressResponse, 'attendance' | 'homework'>;

/** Attendance and homework on time by month, side by side; a month with none of one says a dash. */
export function ProgressMonths({ attendance, homework }: Months) {
  const { t, i18n } = useTranslation();
  const months = [...new Set([...attendance, ...homework].map((m) => m.month))].sort().reverse();
  if (months.length === 0) return null;
  const name = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const share = (list: Months['attendance'], month: string) => {
    const m = list.find((x) => x.month === month);
    return m ? t('reports.progress.share', { percent: m.percent, done: m.count, of: m.of }) : '–';
  };
  return (
    <TableRegion
      caption={t('reports.progress.months')}
      head={
        <tr>
          <th scope="col">{t('reports.progress.month')}</th>
          <th scope="col" className={styles.number}>{t('reports.progress.attendance')}</th>
          <th scope="col" className={styles.number}>{t('reports.progress.homework')}</th>
        </tr>
      }
    >
      {months.map((m) => (
        <tr key={m}>
          <th scope="row">{name(m)}</th>
          <td className={styles.number}>{share(attendance, m)}</td>
          <td className={styles.number}>{share(homework, m)}</td>
        </tr>
      ))}
    </TableRegion>
  );
}

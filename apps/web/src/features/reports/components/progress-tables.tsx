import { useTranslation } from 'react-i18next';
import type { TProgressResponse } from '@portal/contract';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { CardTable } from '../../../components/ui/card-table.tsx';
import { twoDecimals } from './report-time.ts';
import styles from './progress.module.css';

// On a phone each row of these tables is a card, its name first (decision 087).

/** The line chart's table: each published test's date, name, score share and percentile. */
export function ProgressScores({ scores }: { scores: TProgressResponse['scores'] }) {
  const { t } = useTranslation();
  return (
    <CardTable
      caption={t('reports.progress.scoresTable')}
      rows={scores}
      rowKey={(s) => String(s.test_id)}
      columns={[
        { key: 'date', header: t('reports.offline.date'), cell: (s) => formatIsoDate(s.ended_at.slice(0, 10)) },
        { key: 'exam', header: t('reports.offline.exam'), rowHeader: true, card: 'title', cardLabel: false, cell: (s) => s.test_name },
        { key: 'score', header: t('reports.progress.score'), numeric: true, cell: (s) => (s.percent === null ? '–' : `${twoDecimals(s.percent)} %`) },
        { key: 'percentile', header: t('reports.progress.percentile'), numeric: true, cell: (s) => twoDecimals(s.percentile) },
      ]}
    />
  );
}

/** The weakest topics by accuracy, lowest first; none judged yet: a sentence saying so. */
export function ProgressTopics({ topics }: { topics: TProgressResponse['topics'] }) {
  const { t } = useTranslation();
  if (topics.length === 0) return <p className={styles.note}>{t('reports.progress.noTopics')}</p>;
  return (
    <CardTable
      caption={t('reports.progress.topics')}
      rows={topics}
      rowKey={(x) => x.topic}
      columns={[
        { key: 'topic', header: t('reports.progress.topic'), rowHeader: true, card: 'title', cardLabel: false, cell: (x) => x.topic },
        { key: 'accuracy', header: t('reports.compare.accuracy'), numeric: true, card: 'key', cell: (x) => twoDecimals(x.accuracy) },
        { key: 'right', header: t('reports.subjects.right'), numeric: true, cell: (x) => x.right },
        { key: 'wrong', header: t('reports.subjects.wrong'), numeric: true, cell: (x) => x.wrong },
        { key: 'left', header: t('reports.subjects.left'), numeric: true, cell: (x) => x.left },
      ]}
    />
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
    <CardTable
      caption={t('reports.progress.months')}
      rows={months}
      rowKey={(m) => m}
      columns={[
        { key: 'month', header: t('reports.progress.month'), rowHeader: true, card: 'title', cardLabel: false, cell: name },
        { key: 'attendance', header: t('reports.progress.attendance'), numeric: true, cell: (m) => share(attendance, m) },
        { key: 'homework', header: t('reports.progress.homework'), numeric: true, cell: (m) => share(homework, m) },
      ]}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { TOfflineReport } from '@portal/contract';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { isoWeekday } from '@portal/domain/timetable/calendar-date';
import { CardTable } from '../../../components/ui/card-table.tsx';

/**
 * The upcoming offline exams [REPORT-AN-3]: those of the first batch entry, as the spec's client
 * reads them (batchExamSchdJsons.futureCourseExamSchdJson[0].futureCourseExamList), as rows with
 * the date and weekday, time, exam and subjects (a card each on a phone). None: nothing is drawn.
 */
export function UpcomingExams({ report }: { report: TOfflineReport }) {
  const { t } = useTranslation();
  const upcoming = report.batchExamSchdJsons.futureCourseExamSchdJson[0]?.futureCourseExamList ?? [];
  if (upcoming.length === 0) return null;
  return (
    <CardTable
      caption={t('reports.offline.upcoming')}
      rows={upcoming}
      rowKey={(e) => String(e.exam_id)}
      columns={[
        { key: 'date', header: t('reports.offline.date'), cell: (e) => `${formatIsoDate(e.exam_date)} (${t(`day.${isoWeekday(e.exam_date)}`)})` },
        { key: 'time', header: t('reports.offline.time'), cell: (e) => `${e.start_time} – ${e.end_time}` },
        { key: 'exam', header: t('reports.offline.exam'), rowHeader: true, card: 'title', cardLabel: false, cell: (e) => e.exam_name },
        { key: 'subjects', header: t('reports.offline.subjects'), cell: (e) => e.subject_name },
      ]}
    />
  );
}

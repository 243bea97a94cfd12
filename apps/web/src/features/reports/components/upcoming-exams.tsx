import { useTranslation } from 'react-i18next';
import type { TOfflineReport } from '@portal/contract';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { isoWeekday } from '@portal/domain/timetable/calendar-date';
import { TableRegion } from '../../../components/ui/table-region.tsx';

/**
 * The upcoming offline exams [REPORT-AN-3]: those of the first batch entry, as the spec's client
 * reads them (batchExamSchdJsons.futureCourseExamSchdJson[0].futureCourseExamList), as rows with
 * the date and weekday, time, exam and subjects. None: nothing is drawn.
 */
export function UpcomingExams({ report }: { report: TOfflineReport }) {
  const { t } = useTranslation();
  const upcoming = report.batchExamSchdJsons.futureCourseExamSchdJson[0]?.futureCourseExamList ?? [];
  if (upcoming.length === 0) return null;
  return (
    <TableRegion
      caption={t('reports.offline.upcoming')}
      head={
        <tr>
          <th scope="col">{t('reports.offline.date')}</th>
          <th scope="col">{t('reports.offline.time')}</th>
          <th scope="col">{t('reports.offline.exam')}</th>
          <th scope="col">{t('reports.offline.subjects')}</th>
        </tr>
      }
    >
      {upcoming.map((e) => (
        <tr key={e.exam_id}>
          <td>{`${formatIsoDate(e.exam_date)} (${t(`day.${isoWeekday(e.exam_date)}`)})`}</td>
          <td>{`${e.start_time} – ${e.end_time}`}</td>
          <th scope="row">{e.exam_name}</th>
          <td>{e.subject_name}</td>
        </tr>
      ))}
    </TableRegion>
  );
}

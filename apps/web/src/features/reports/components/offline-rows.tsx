import { useTranslation } from 'react-i18next';
import type { TOfflinePastExam } from '@portal/contract';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { isoWeekday } from '@portal/domain/timetable/calendar-date';
import { cutOfflineDescription, cutOfflineSubject, cutOfflineTopic } from '@portal/domain/report/report-cuts';
import { CutText } from '../../../components/ui/cut-text.tsx';
import { TableRegion } from '../../../components/ui/table-region.tsx';
import { marksText } from './report-time.ts';
import styles from './offline-view.module.css';

type Props = { exams: readonly TOfflinePastExam[]; showRank: boolean; isSchool: boolean; caption: string };

const orDash = (v: number | null) => (v === null ? '–' : marksText(v));

/**
 * A batch's (a school's section's) past offline exams, one row each [REPORT-ROW-1..8]: the date
 * with its weekday, the time, attendance, the marks of the total, the rank only where ranks are
 * shown, the subjects (cut at 24 or 19, decision 043) with their marks one click away (a
 * disclosure: a tooltip a keyboard or a phone could not open), the batch or section, and for a
 * coaching institute the topics (cut at 24) and the description (cut at 45).
 */
export function OfflineRows({ exams, showRank, isSchool, caption }: Props) {
  const { t } = useTranslation();
  return (
    <TableRegion
      className={styles.rows}
      caption={caption}
      head={
        <tr>
          <th scope="col">{t('reports.offline.date')}</th>
          <th scope="col">{t('reports.offline.exam')}</th>
          <th scope="col">{t('reports.offline.time')}</th>
          <th scope="col">{t('reports.offline.attendance')}</th>
          <th scope="col" className={styles.number}>{t('reports.offline.marks')}</th>
          {showRank ? <th scope="col" className={styles.number}>{t('reports.offline.rank')}</th> : null}
          <th scope="col">{t('reports.offline.subjects')}</th>
          <th scope="col">{t(isSchool ? 'reports.offline.section' : 'reports.offline.batch')}</th>
          {isSchool ? null : <th scope="col">{t('reports.offline.topics')}</th>}
        </tr>
      }
    >
      {exams.map((e) => (
        <tr key={e.exam_id}>
          <td>{`${formatIsoDate(e.exam_date)} (${t(`day.${isoWeekday(e.exam_date)}`)})`}</td>
          <th scope="row">{e.exam_name}</th>
          <td>{`${e.start_time} – ${e.end_time}`}</td>
          <td>{e.attendance_status === null ? '–' : t(e.isAbsent ? 'reports.offline.absent' : 'reports.offline.present')}</td>
          <td className={styles.number}>{e.courseLevelMarksObtain === null ? '–' : t('reports.marksOf', { marks: marksText(e.courseLevelMarksObtain), total: marksText(e.courseLevelTotalMarks) })}</td>
          {showRank ? <td className={styles.number}>{e.courseLevelRank ?? '–'}</td> : null}
          <td>
            <details className={styles.marks}>
              <summary>
                <CutText full={e.subject_name} cut={cutOfflineSubject(e.subject_name, isSchool)} />
              </summary>
              <ul>
                {e.subjectWiseExamSchdList.map((s) => (
                  <li key={s.subject_name}>
                    {t('reports.offline.subjectMarks', { subject: s.subject_name, marks: orDash(s.marks_obtained), total: marksText(s.total_marks) })}
                    {showRank && s.rank !== null ? ` · ${t('reports.offline.rankOf', { rank: s.rank })}` : ''}
                  </li>
                ))}
              </ul>
            </details>
          </td>
          <td>{e.batch_name}</td>
          {isSchool ? null : (
            <td>
              {e.topic_name ? <CutText full={e.topic_name} cut={cutOfflineTopic(e.topic_name)} /> : null}
              {e.examDesc ? (
                <span className={styles.desc}>
                  <CutText full={e.examDesc} cut={cutOfflineDescription(e.examDesc)} />
                </span>
              ) : null}
            </td>
          )}
        </tr>
      ))}
    </TableRegion>
  );
}

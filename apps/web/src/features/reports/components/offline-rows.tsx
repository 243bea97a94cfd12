import { useTranslation } from 'react-i18next';
import type { TOfflinePastExam } from '@portal/contract';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { isoWeekday } from '@portal/domain/timetable/calendar-date';
import { cutOfflineDescription, cutOfflineSubject, cutOfflineTopic } from '@portal/domain/report/report-cuts';
import { CutText } from '../../../components/ui/cut-text.tsx';
import { CardTable } from '../../../components/ui/card-table.tsx';
import { marksText } from './report-time.ts';
import styles from './offline-view.module.css';

type Props = { exams: readonly TOfflinePastExam[]; showRank: boolean; isSchool: boolean; caption: string };

const orDash = (v: number | null) => (v === null ? '–' : marksText(v));

/**
 * A batch's (a school's section's) past offline exams, one row each [REPORT-ROW-1..8]: the date
 * with its weekday, the time, attendance, the marks of the total, the rank only where ranks are
 * shown, the subjects (cut at 24 or 19, decision 043) with their marks one tap away (a
 * disclosure: a tooltip a keyboard or a phone could not open), the batch or section, and for a
 * coaching institute the topics (cut at 24) and the description (cut at 45). On a phone each
 * exam is a card: its name, then its marks (decision 087).
 */
export function OfflineRows({ exams, showRank, isSchool, caption }: Props) {
  const { t } = useTranslation();
  return (
    <CardTable
      className={styles.rows}
      caption={caption}
      rows={exams}
      rowKey={(e) => String(e.exam_id)}
      columns={[
        { key: 'date', header: t('reports.offline.date'), cell: (e) => `${formatIsoDate(e.exam_date)} (${t(`day.${isoWeekday(e.exam_date)}`)})` },
        { key: 'exam', header: t('reports.offline.exam'), rowHeader: true, card: 'title', cardLabel: false, cell: (e) => e.exam_name },
        { key: 'time', header: t('reports.offline.time'), cell: (e) => `${e.start_time} – ${e.end_time}` },
        {
          key: 'attendance',
          header: t('reports.offline.attendance'),
          card: 'lead',
          cell: (e) => (e.attendance_status === null ? '–' : t(e.isAbsent ? 'reports.offline.absent' : 'reports.offline.present')),
        },
        {
          key: 'marks',
          header: t('reports.offline.marks'),
          numeric: true,
          card: 'key',
          cell: (e) => (e.courseLevelMarksObtain === null ? '–' : t('reports.marksOf', { marks: marksText(e.courseLevelMarksObtain), total: marksText(e.courseLevelTotalMarks) })),
        },
        showRank && { key: 'rank', header: t('reports.offline.rank'), numeric: true, cell: (e) => e.courseLevelRank ?? '–' },
        { key: 'subjects', header: t('reports.offline.subjects'), cell: (e) => <SubjectMarks exam={e} showRank={showRank} isSchool={isSchool} /> },
        { key: 'batch', header: t(isSchool ? 'reports.offline.section' : 'reports.offline.batch'), cell: (e) => e.batch_name },
        !isSchool && {
          key: 'topics',
          header: t('reports.offline.topics'),
          cell: (e) => (
            <>
              {e.topic_name ? <CutText full={e.topic_name} cut={cutOfflineTopic(e.topic_name)} /> : null}
              {e.examDesc ? (
                <span className={styles.desc}>
                  <CutText full={e.examDesc} cut={cutOfflineDescription(e.examDesc)} />
                </span>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}

/** An exam's subjects, their marks (and ranks where shown) one tap away in a disclosure. */
function SubjectMarks({ exam, showRank, isSchool }: { exam: TOfflinePastExam; showRank: boolean; isSchool: boolean }) {
  const { t } = useTranslation();
  return (
    <details className={styles.marks}>
      <summary>
        <CutText full={exam.subject_name} cut={cutOfflineSubject(exam.subject_name, isSchool)} />
      </summary>
      <ul>
        {exam.subjectWiseExamSchdList.map((s) => (
          <li key={s.subject_name}>
            {t('reports.offline.subjectMarks', { subject: s.subject_name, marks: orDash(s.marks_obtained), total: marksText(s.total_marks) })}
            {showRank && s.rank !== null ? ` · ${t('reports.offline.rankOf', { rank: s.rank })}` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}

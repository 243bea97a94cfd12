import { useTranslation } from 'react-i18next';
import type { TOfflinePastExam } from '@portal/contract';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { isoWeekday } from '@portal/domain/timetable/calendar-date';
import type { OfflineChoice } from './offline-choice.tsx';
import styles from './offline-view.module.css';


/** A mark or rank that may be missing: '-' (as the profile's missing fields). */
const orDash = (value: number | string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/**
 * One past offline exam (S2 §3 Offline exam entry): the date with its weekday, the time,
 * attendance, then either the marks of the exam and of each subject ('analysis') or the ranks
 * ('rank', only offered when the institute shows ranks [EXAM-OFF-3]), the topic and description.
 */
export function OfflineExamCard({ exam, choice }: { exam: TOfflinePastExam; choice: OfflineChoice }) {
  const { t } = useTranslation();
  const attendance = exam.attendance_status === null ? '-' : t(exam.isAbsent ? 'exams.offline.absent' : 'exams.offline.present');
  const total = exam.courseLevelMarksObtain === null ? '-' : t('exams.offline.marksOf', { marks: exam.courseLevelMarksObtain, total: exam.courseLevelTotalMarks });
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>{exam.exam_name || exam.subject_name}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('exams.offline.date')}</dt>
          <dd>
            {formatIsoDate(exam.exam_date)} ({t(`day.${isoWeekday(exam.exam_date)}`)})
          </dd>
        </div>
        <div>
          <dt>{t('exams.offline.time')}</dt>
          <dd>{`${exam.start_time} – ${exam.end_time}`}</dd>
        </div>
        <div>
          <dt>{t('exams.offline.attendance')}</dt>
          <dd>{attendance}</dd>
        </div>
        <div>
          <dt>{choice === 'rank' ? t('exams.offline.rank') : t('exams.offline.marks')}</dt>
          <dd>{choice === 'rank' ? orDash(exam.courseLevelRank) : total}</dd>
        </div>
      </dl>
      {exam.subjectWiseExamSchdList.length > 0 ? (
        <ul className={styles.subjects} aria-label={t('exams.offline.subjects')}>
          {exam.subjectWiseExamSchdList.map((s) => (
            <li key={s.subject_name}>
              <span>{s.subject_name}</span>
              <span className={styles.value}>
                {choice === 'rank' ? orDash(s.rank) : t('exams.offline.marksOf', { marks: orDash(s.marks_obtained), total: s.total_marks })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {exam.topic_name ? <p className={styles.note}>{t('exams.offline.topic', { topic: exam.topic_name })}</p> : null}
      {exam.examDesc ? <p className={styles.note}>{exam.examDesc}</p> : null}
    </li>
  );
}

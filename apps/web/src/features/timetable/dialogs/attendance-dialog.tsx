import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAttendanceRow } from '@portal/contract';
import { attendanceTone, classesAttended, isPresent } from '@portal/domain/timetable/attendance';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingDots } from '../../../components/ui/loading-dots.tsx';
import { errorText } from '../../../lib/show-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useAttendance, type AttendanceInput } from '../api/post-attendance.ts';
import { genericErrorText, isHandled, serverMessageOf } from '../../../lib/call-failure.ts';
import { ListDialog } from '../../../components/ui/list-dialog.tsx';
import list from '../../../components/ui/row-list.module.css';
import styles from './dialogs.module.css';

const shown = (text: string | null | undefined) => (text?.trim() ? text : '-');

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const letter = status.trim().toUpperCase();
  const word = isPresent(status) ? t('timetable.attendance.present') : letter === 'A' ? t('timetable.attendance.absent') : null;
  // Colour and text together: the letter and its word, never the colour alone [TT-ATT-5].
  return <span className={`${styles.status} ${styles[attendanceTone(status)]}`}>{word ? `${letter} · ${word}` : shown(status)}</span>;
}

function AttendanceRow({ row, isSchool }: { row: TAttendanceRow; isSchool: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={list.row}>
      <div className={styles.rowHead}>
        <span className={styles.rowDate}>{formatIsoDate(row.date)}</span>
        <span>
          {row.start_time} – {row.end_time}
        </span>
        {row.subject_name ? <span className={styles.rowSubject}>{row.subject_name}</span> : null}
        <StatusBadge status={row.status} />
      </div>
      <dl className={list.rowFields}>
        {isSchool ? null : (
          <div>
            <dt>{t('timetable.attendance.classType')}</dt>
            <dd>{shown(row.custom_class_type)}</dd>
          </div>
        )}
        <div>
          <dt>{t('timetable.attendance.homeworkStatus')}</dt>
          <dd>{shown(row.home_work_status)}</dd>
        </div>
        <div>
          <dt>{t('timetable.attendance.remark')}</dt>
          <dd>{shown(row.remark)}</dd>
        </div>
        <div>
          <dt>{t('timetable.attendance.homeworkAssigned')}</dt>
          <dd>{shown(row.homework_assigned)}</dd>
        </div>
        <div>
          <dt>{t('timetable.attendance.note')}</dt>
          <dd>{shown(row.attendance_note)}</dd>
        </div>
        <div>
          <dt>{t('timetable.field.topic')}</dt>
          <dd>{shown(row.topics_covered)}</dd>
        </div>
      </dl>
    </li>
  );
}

type AttendanceDialogProps = { input: AttendanceInput; batch: string; isSchool: boolean; onClose: () => void };

/**
 * Rows shown at first and added per 'Show older classes': a year of a section is ~900 marks,
 * too long to read (and to render) at once; newest first, so the recent ones come first
 * (decision 014).
 */
export const ATTENDANCE_PAGE = 30;

/**
 * The attendance popup of an offline class [TT-ATT-1]: dots while loading [TT-ATT-7], then
 * 'Classes attended: P/total' [TT-ATT-2] and each row with date, start-end time, status in
 * green or red [TT-ATT-5], the class type for non-schools [TT-ATT-4], homework status, remark,
 * homework assigned, attendance note and topic [TT-ATT-3]; 'No attendance marked' when empty
 * [TT-ATT-6]. A failure [TT-ERR-5]: the 403 has logged out; a server message is a toast, else
 * the generic toast. The popup covers the whole batch (API-TT-4 asks with subject_id -1), so
 * it is titled by the batch and each row names its subject.
 */
export function AttendanceDialog({ input, batch, isSchool, onClose }: AttendanceDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [count, setCount] = useState(ATTENDANCE_PAGE);
  const attendance = useAttendance(input);
  const { error } = attendance;

  useEffect(() => {
    if (!error || isHandled(error)) return;
    showToast(serverMessageOf(error) === null ? genericErrorText(error) : errorText(error));
  }, [error]);

  let body;
  if (attendance.isPending) body = <LoadingDots label={t('timetable.attendance.loading')} />;
  else if (attendance.isError) body = <p className={list.note}>{t('timetable.attendance.error')}</p>;
  else {
    const rows = attendance.data;
    body = (
      <>
        <h3 id={headingId} className={styles.attended}>
          {t('timetable.attendance.attended', { value: classesAttended(rows).label })}
        </h3>
        {rows.length === 0 ? (
          <p className={list.note}>{t('timetable.attendance.empty')}</p>
        ) : (
          <>
            <ul className={list.rows} aria-labelledby={headingId}>
              {rows.slice(0, count).map((row, i) => (
                <AttendanceRow key={`${row.date}-${row.start_time}-${i}`} row={row} isSchool={isSchool} />
              ))}
            </ul>
            {rows.length > count ? (
              <Button variant="secondary" className={styles.more} onClick={() => setCount((n) => n + ATTENDANCE_PAGE)}>
                {t('timetable.attendance.more', { count: Math.min(ATTENDANCE_PAGE, rows.length - count) })}
              </Button>
            ) : null}
          </>
        )}
      </>
    );
  }

  return (
    <ListDialog title={t('timetable.attendance.title', { batch })} onClose={onClose}>
      {body}
    </ListDialog>
  );
}

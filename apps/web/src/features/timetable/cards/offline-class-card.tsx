import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TScheduleItem } from '@portal/contract';
import { attendancePercent } from '@portal/domain/timetable/attendance';
import { cutBatch, cutDuration, cutStartTime, cutSubject, cutTopic } from '@portal/domain/timetable/text-cut';
import { wordKey } from '@portal/domain/shell/wording';
import { Button } from '../../../components/ui/button.tsx';
import { AttendanceDialog } from '../dialogs/attendance-dialog.tsx';
import { CardShell, Field, TeacherField, type HeadingLevel } from './card-parts.tsx';
import { useCardEnv } from './card-env.ts';
import { ProgressCircle } from './progress-circle.tsx';
import styles from './cards.module.css';

/**
 * The offline class card [TT-CARD-1]: the subject as its title, classroom, start time,
 * duration in mins [TT-OFF-1]; the batch for non-schools only (TT-OFF-4 reading A: schools show no batch row)
 * [TT-OFF-3]; the topic when not empty [TT-OFF-2]; the teacher's photo and name [TT-OFF-6];
 * the attendance percentage in a ring [TT-OFF-5] and View, which opens the attendance popup
 * [TT-ATT-1]. Texts are cut by the TT-CUT rules.
 */
export function OfflineClassCard({ item, level }: { item: TScheduleItem; level: HeadingLevel }) {
  const { t } = useTranslation();
  const { ctx } = useCardEnv();
  const [open, setOpen] = useState(false);
  const subject = cutSubject(item.subject_name);
  const percent = attendancePercent(item.student_attendance_percent);
  const canView = ctx.studentId !== null && item.batch_id !== null;

  return (
    <CardShell
      tone="class"
      kind={t('timetable.kind.offlineClass')}
      title={subject || t('timetable.kind.offlineClass')}
      fullTitle={item.subject_name && item.subject_name !== subject ? item.subject_name : undefined}
      level={level}
      aside={
        <div className={styles.attendance}>
          <ProgressCircle percent={percent} label={t('timetable.attendance.percent', { value: percent })} />
          {canView ? (
            <Button variant="secondary" className={styles.action} onClick={() => setOpen(true)}>
              {t('timetable.attendance.viewName')}
            </Button>
          ) : null}
          {open && canView ? (
            <AttendanceDialog
              input={{ instituteId: ctx.instituteId, studentId: ctx.studentId as number, batchId: item.batch_id as number }}
              batch={item.course ?? item.subject_name ?? t('timetable.kind.offlineClass')}
              isSchool={ctx.isSchool}
              onClose={() => setOpen(false)}
            />
          ) : null}
        </div>
      }
    >
      <Field label={t('timetable.field.classroom')}>{item.classroom?.trim() || '-'}</Field>
      <Field label={t('timetable.field.startTime')} full={item.start_time}>
        {cutStartTime(item.start_time)}
      </Field>
      <Field label={t('timetable.field.duration')}>{t('timetable.minutes', { value: cutDuration(item.duration) })}</Field>
      {ctx.isSchool ? null : (
        <Field label={t(wordKey('batch', false))} full={item.course}>
          {cutBatch(item.course) || '-'}
        </Field>
      )}
      {item.topics_covered?.trim() ? (
        <Field label={t('timetable.field.topic')} full={item.topics_covered}>
          {cutTopic(item.topics_covered)}
        </Field>
      ) : null}
      <TeacherField name={item.teacher_name} photos={item.t_photo_url} />
    </CardShell>
  );
}

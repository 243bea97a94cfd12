import type { TAssignmentAttachment, TAssignmentDetail, TAssignmentListItem } from '@portal/contract';
import { dueCountdown, fileSizeMb, isEvaluated, isoInZone, isPastAssignment, wireStudentStatus } from '@portal/domain';
import type { AttachmentRow, SharedAssignmentDetailRow, SharedAssignmentRow } from './assignments.repository.ts';

/**
 * A list card from its row [S1 §3.1] (decision 025): days_left and time_left from the due
 * instant, now and the institute's zone (dueCountdown); the stored status (no row: Pending)
 * turned into the wire status on every read (wireStudentStatus: Not Submitted or Expired once
 * past), so it follows the clock without a job; end_date in the institute's zone.
 */
export function listItem(row: SharedAssignmentRow, now: Date): TAssignmentListItem {
  const { days_left, time_left } = dueCountdown(row.end_at, now, row.time_zone);
  return {
    file_id: row.id,
    title: row.title,
    course_name: row.course_name,
    subject_name: row.subject_name,
    end_date: isoInZone(row.end_at, row.time_zone),
    days_left,
    time_left,
    student_status: wireStudentStatus(row.student_status ?? 'Pending', isPastAssignment(days_left), row.allow_late_submission),
    teacher_status: row.teacher_status ?? 'Pending',
  };
}

const yn = (flag: boolean) => (flag ? 'Y' : 'N');
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * The detail [S1 §3.2]. The teacher's remarks (grade, marks obtained, comment) are sent once
 * the teacher_status is Evaluated and are null before, so a half-written evaluation never
 * shows; total marks (evaluation_marks) are known from the start.
 */
export function detailOf(row: SharedAssignmentDetailRow, attachments: readonly AttachmentRow[], now: Date): TAssignmentDetail {
  const evaluated = isEvaluated(row.teacher_status);
  return {
    ...listItem(row, now),
    topic_name: row.topic_name,
    sub_topic_name: row.sub_topic_name,
    description: row.description,
    attachment_lists: attachments.map(attachmentOf),
    allow_assignment_late_submission: yn(row.allow_late_submission),
    evaluation_required: yn(row.evaluation_required),
    enable_grade: yn(row.enable_grade),
    grade: evaluated ? row.grade : null,
    evaluation_marks: numberOrNull(row.evaluation_marks),
    student_marks: evaluated ? numberOrNull(row.student_marks) : null,
    teacher_comment: evaluated ? row.teacher_comment : null,
    student_comment: row.student_comment,
  };
}

/** A file (its size in MB) or a link (attachment_url, no size) [ASSIGN-DETAIL-6], in the fields of S1 §3.3. */
export function attachmentOf(row: Pick<AttachmentRow, 'id' | 'file_name' | 'file_size' | 'url'>): TAssignmentAttachment {
  return {
    attachment_id: row.id,
    attachment_display_name: row.file_name,
    attachment_name: row.file_name,
    attachment_url: row.url,
    size: row.url === null ? fileSizeMb(row.file_size) : null,
  };
}

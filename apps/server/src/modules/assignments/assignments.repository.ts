import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AttachmentKind } from '../../db/types-assignments.ts';

/**
 * The assignments shared with a student: those of the batches the student's user is a member
 * of (batch_member), with the student's submission when there is one (none means Pending).
 * `yearId` keeps one academic year's batches (the list); without it every year's (one id).
 */
function sharedQuery(db: Kysely<DB>, studentId: number) {
  return db
    .selectFrom('assignment as a')
    .innerJoin('batch as b', 'b.id', 'a.batch_id')
    .innerJoin('batch_member as m', 'm.batch_id', 'b.id')
    .innerJoin('student as st', (j) => j.onRef('st.user_id', '=', 'm.user_id').on('st.id', '=', studentId))
    .innerJoin('institute as i', 'i.id', 'a.institute_id')
    .leftJoin('assignment_submission as s', (j) => j.onRef('s.assignment_id', '=', 'a.id').on('s.student_id', '=', studentId))
    .whereRef('a.institute_id', '=', 'st.institute_id');
}

const LIST_COLUMNS = [
  'a.id',
  'a.title',
  'b.name as course_name',
  'a.subject_name',
  'a.end_at',
  'a.allow_late_submission',
  'i.time_zone',
  's.student_status',
  's.teacher_status',
] as const;

export type SharedAssignmentRow = Awaited<ReturnType<typeof listSharedAssignments>>[number];

/** The list of one academic year [API-ASSIGN-1], by due time. */
export function listSharedAssignments(db: Kysely<DB>, studentId: number, yearId: number) {
  return sharedQuery(db, studentId).select(LIST_COLUMNS).where('b.academic_year_id', '=', yearId).orderBy('a.end_at').orderBy('a.id').execute();
}

/** One assignment shared with the student at the institute, with everything the detail shows; undefined otherwise. */
export function findSharedAssignment(db: Kysely<DB>, studentId: number, instituteId: number, assignmentId: number) {
  return sharedQuery(db, studentId)
    .select([
      ...LIST_COLUMNS,
      'a.topic_name',
      'a.sub_topic_name',
      'a.description',
      'a.evaluation_required',
      'a.enable_grade',
      'a.evaluation_marks',
      's.grade',
      's.student_marks',
      's.teacher_comment',
      's.student_comment',
    ])
    .where('a.id', '=', assignmentId)
    .where('a.institute_id', '=', instituteId)
    .executeTakeFirst();
}

export type SharedAssignmentDetailRow = NonNullable<Awaited<ReturnType<typeof findSharedAssignment>>>;

const ATTACHMENT_COLUMNS = ['id', 'file_name', 'file_size', 'url', 'file_key', 'kind', 'student_id'] as const;

/** An assignment's attachments of one kind (the student's own for 'student'), oldest first. */
export function listAttachments(db: Kysely<DB>, assignmentId: number, kind: AttachmentKind, studentId?: number) {
  let q = db.selectFrom('assignment_attachment').select(ATTACHMENT_COLUMNS).where('assignment_id', '=', assignmentId).where('kind', '=', kind);
  if (studentId !== undefined) q = q.where('student_id', '=', studentId);
  return q.orderBy('id').execute();
}

export type AttachmentRow = Awaited<ReturnType<typeof listAttachments>>[number];

/** One attachment with the assignment it belongs to, for the download call. */
export function findAttachment(db: Kysely<DB>, attachmentId: number) {
  return db
    .selectFrom('assignment_attachment')
    .select([...ATTACHMENT_COLUMNS, 'assignment_id', 'content_type'])
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}

/** Registers a key before its file is written, so a crash before the commit leaves a trace to sweep. */
export async function addPendingUpload(db: Kysely<DB>, fileKey: string, now: Date): Promise<void> {
  await db.insertInto('pending_upload').values({ file_key: fileKey, created_at: now }).execute();
}

export async function deletePendingUploads(db: Kysely<DB>, fileKeys: readonly string[]): Promise<void> {
  if (fileKeys.length > 0) await db.deleteFrom('pending_upload').where('file_key', 'in', [...fileKeys]).execute();
}

/** Keys registered before `before` whose save never committed (a crash between store and commit). */
export async function stalePendingUploads(db: Kysely<DB>, before: Date): Promise<string[]> {
  const rows = await db.selectFrom('pending_upload').select('file_key').where('created_at', '<', before).execute();
  return rows.map((r) => r.file_key);
}

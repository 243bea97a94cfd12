import type { Kysely } from 'kysely';
import { ERROR_CODES, type TAssignmentAttachment, type TAssignmentDetail, type TAssignmentListRequest } from '@portal/contract';
import { editBlock, isPastAssignment, type EditInput } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import { createAreaCache } from '../../db/area-cache.ts';
import type { DB } from '../../db/types.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import type { StoredFile } from '../../lib/send-file-range.ts';
import type { SignedLinkQuery, SignedLinks } from '../../lib/signed-links.ts';
import { assertInstitute, assertStudent, type SessionContext } from '../../session-context.ts';
import { attachmentOf, detailOf, listItem } from './assignment-view.ts';
import { findAttachment, findSharedAssignment, listAttachments, listSharedAssignments, type SharedAssignmentDetailRow, type SharedAssignmentRow } from './assignments.repository.ts';

export const DOWNLOAD_LINK_EXPIRED_MESSAGE = 'This download link has expired. Please download the file again.';
export const LINK_NOT_DOWNLOADABLE_MESSAGE = 'A link has no file to download: open its address instead.';

/** The session's student, or 404: an open user (type 99) has no assignments (decision 026). */
export function sessionStudent(session: SessionContext): number {
  if (session.studentId === null) throw notFound();
  return session.studentId;
}

/** The academic year of the list: the session's, else the institute's current one. */
async function yearOf(db: Kysely<DB>, session: SessionContext): Promise<number> {
  if (session.academicYearId !== null) return session.academicYearId;
  const row = await db
    .selectFrom('academic_year')
    .select('id')
    .where('institute_id', '=', session.instituteId)
    .where('is_current', '=', true)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.id;
}

/**
 * Whether the solutions are shared with the student (decision 026): once the submission is
 * closed — submitted (evaluated or not), or past without late submission (Expired). A student
 * who may still hand in, late included, does not see them, so they cannot be copied.
 */
export function solutionsShared(item: EditInput): boolean {
  return editBlock(item) !== null;
}


export function createAssignmentsService(deps: { db: Kysely<DB>; clock: Clock; links: SignedLinks; files: FileStore }) {
  const { db, clock, links, files } = deps;

  /** The assignment, shared with the session's student at this institute, or 404. */
  async function shared(session: SessionContext, instituteId: number, fileId: number): Promise<SharedAssignmentDetailRow> {
    assertInstitute(session, instituteId);
    const row = await findSharedAssignment(db, sessionStudent(session), instituteId, fileId);
    if (!row) throw notFound();
    return row;
  }

  const editInput = (row: SharedAssignmentDetailRow): EditInput => {
    const item = listItem(row, clock.now());
    return { ...item, allow_assignment_late_submission: row.allow_late_submission ? 'Y' : 'N' };
  };

  // The list's rows, kept per process until an assignment, a submission or a batch changes
  // (decision 058); the countdown and the wire status follow the clock, so they are made per call.
  const lists = createAreaCache<SharedAssignmentRow[]>('assignments', 10_000);

  return {
    shared,
    editInput,

    /**
     * The assignments shared with the student for the session's academic year [API-ASSIGN-1],
     * split by days_left (-1: past) [ASSIGN-STATUS-8] [ASSIGN-STATUS-11 reading A]; upcoming
     * by nearest due first, past by latest due first. student_id must be the session's (a
     * parent's chosen child); anything else is 404.
     */
    async list(session: SessionContext, body: TAssignmentListRequest) {
      assertInstitute(session, body.institute_id);
      assertStudent(session, body.student_id);
      const yearId = await yearOf(db, session);
      const rows = await lists.read(db, `${body.student_id}:${yearId}`, () => listSharedAssignments(db, body.student_id, yearId));
      const now = clock.now();
      const items = rows.map((r) => listItem(r, now));
      return {
        upcoming_online_assignment_list: items.filter((i) => !isPastAssignment(i.days_left)),
        past_online_assignment_list: items.filter((i) => isPastAssignment(i.days_left)).reverse(),
      };
    },

    /** One assignment shared with the session's student [API-ASSIGN-2]; another's or unknown is 404. */
    async detail(session: SessionContext, instituteId: number, fileId: number): Promise<TAssignmentDetail> {
      const row = await shared(session, instituteId, fileId);
      return detailOf(row, await listAttachments(db, fileId, 'teacher'), clock.now());
    },

    /** The student's own attachments of the assignment [API-ASSIGN-3]. */
    async studentAttachments(session: SessionContext, instituteId: number, studentId: number, fileId: number) {
      assertStudent(session, studentId);
      await shared(session, instituteId, fileId);
      return { student_attachment: (await listAttachments(db, fileId, 'student', studentId)).map(attachmentOf) };
    },

    /** The solutions [API-ASSIGN-4]: empty until shared (solutionsShared). */
    async solutions(session: SessionContext, instituteId: number, studentId: number, fileId: number): Promise<TAssignmentAttachment[]> {
      assertStudent(session, studentId);
      const row = await shared(session, instituteId, fileId);
      if (!solutionsShared(editInput(row))) return [];
      return (await listAttachments(db, fileId, 'solution')).map(attachmentOf);
    },

    /**
     * A short-lived signed address of one file [API-ASSIGN-5]: a teacher's attachment or a
     * shared solution of an assignment shared with the student, or the student's own
     * submitted file. Anything else is 404 like an unknown id; a link has no file (400: the
     * screen opens its address).
     */
    async downloadLink(session: SessionContext, body: { attachmentId_array: number[]; institute_id: number }): Promise<{ body: string }> {
      assertInstitute(session, body.institute_id);
      const id = body.attachmentId_array[0]!;
      const attachment = await findAttachment(db, id);
      if (!attachment) throw notFound();
      const row = await shared(session, body.institute_id, attachment.assignment_id);
      if (attachment.kind === 'student' && attachment.student_id !== session.studentId) throw notFound();
      if (attachment.kind === 'solution' && !solutionsShared(editInput(row))) throw notFound();
      if (attachment.file_key === null) throw new HttpError(400, ERROR_CODES.validation, LINK_NOT_DOWNLOADABLE_MESSAGE);
      return { body: await links.create(id) };
    },

    /**
     * The file a signed address names: a tampered address is 404, a genuine one past its time
     * 410 with what to do; a file removed since (a save replaced it) is 404.
     */
    async file(query: SignedLinkQuery): Promise<StoredFile> {
      const check = await links.check(query);
      if (!check.ok) {
        if (check.reason === 'expired') throw new HttpError(410, ERROR_CODES.linkExpired, DOWNLOAD_LINK_EXPIRED_MESSAGE);
        throw notFound();
      }
      const attachment = await findAttachment(db, check.id);
      if (!attachment?.file_key || !attachment.content_type) throw notFound();
      const stat = await files.stat(attachment.file_key);
      if (!stat) throw notFound();
      return { key: attachment.file_key, size: stat.size, contentType: attachment.content_type, disposition: attachmentDisposition(attachment.file_name) };
    },
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;

import type { Kysely } from 'kysely';
import { ERROR_CODES, type TDocSubject, type TFileMap, type TSharedFile } from '@portal/contract';
import { isoInZone } from '@portal/domain';
import { fileSizeMb } from '@portal/domain/assignments/display';
import { DOC_TYPES } from '@portal/domain/documents/doc-types';
import { canPreview } from '@portal/domain/viewer/viewer-kind';
import type { DB } from '../../db/types.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import type { StoredFile } from '../../lib/send-file-range.ts';
import { assertInstitute, assertLearner, assertStudent, type SessionContext } from '../../session-context.ts';
import { countDownload, countMaterialDownload, coursesQuery, courseFilesQuery, readerFile, subjectFilesQuery, subjectsQuery, type Reader, type SharedFileRow } from './documents.repository.ts';

// A Vimeo entry among the documents shared with a reader, by the documents' own sharing rules:
// the live module's Vimeo download call (API-LIVE-4) answers for it [DOC-VID-3] (decision 064).
export { readerVimeoFile } from './documents.repository.ts';

/** ERR-TEXT-1's words for a file with nothing to download (an outside video). */
export const NO_DOWNLOAD_LINK = 'No Download Link Found';

function wireFile(row: SharedFileRow, timeZone: string): TSharedFile {
  return {
    file_id: row.id,
    file_name: row.file_name,
    file_url: null,
    vimeo_video_id: row.vimeo_video_id,
    proc_id: row.youtube_id,
    title: row.title,
    size: fileSizeMb(row.size_bytes),
    student_file_share_date: isoInZone(new Date(row.shared_at), timeZone),
    subject_name: row.subject_name,
    category_name: row.category,
    is_readonly: row.is_readonly ? 'Y' : 'N',
    thumbnail_list: row.thumbnail_url ? [{ posterUrl: row.thumbnail_url }] : [],
    subject_id: row.subject_id,
    course_id: null,
    course_name: null,
  };
}

/** Every type's key, each a list [DOC-GROUP-1]. */
function fileMapOf(rows: readonly SharedFileRow[], timeZone: string, course: { id: number; name: string } | null): TFileMap {
  const map = Object.fromEntries(DOC_TYPES.map((t) => [t, [] as TSharedFile[]])) as TFileMap;
  for (const row of rows) map[row.category].push({ ...wireFile(row, timeZone), course_id: course?.id ?? null, course_name: course?.name ?? null });
  return map;
}

const readerOf = (session: SessionContext): Reader => ({ userId: session.userId, instituteId: session.instituteId, academicYearId: session.academicYearId });

/**
 * Files of other areas the download call also serves (decision 066: a study material, whose id
 * never equals a shared file's): undefined when the id is none of theirs; they check the learner.
 */
export type OtherFiles = (session: SessionContext, fileId: number) => Promise<{ id: number; file_name: string | null; file_key: string | null; content_type: string | null; is_readonly: boolean } | undefined>;

/**
 * The documents calls [API-DOC-1..4]: a learner reaches the files their batches have (a student
 * by subject, an open user by course); everything else answers 404 like an id that does not exist.
 */
export function createDocumentsService({ db, files, studyFiles }: { db: Kysely<DB>; files: FileStore; studyFiles?: OtherFiles }) {
  async function institute(id: number) {
    return db.selectFrom('institute').select(['time_zone', 'vimeo_downloadable']).where('id', '=', id).executeTakeFirstOrThrow();
  }

  return {
    /** [API-DOC-1] a student's subjects [DOC-FILTER-1], an open user's courses [DOC-FILTER-2]. */
    async subjects(session: SessionContext, instituteId: number, ids: { student_id?: number; user_id?: number }): Promise<TDocSubject[]> {
      assertInstitute(session, instituteId);
      const learner = assertLearner(session, ids);
      const reader = readerOf(session);
      if (learner.studentId !== null) return (await subjectsQuery(db, reader).execute()).map((s) => ({ subject_id: s.id, subject_name: s.name }));
      return (await coursesQuery(db, reader).execute()).map((c) => ({ course_id: c.id, course_name: c.product_name ?? c.name }));
    },

    /** [API-DOC-2] a subject's (a course's) files, every type's key present. */
    async files(
      session: SessionContext,
      instituteId: number,
      q: { student_id?: number; subject_id?: number; user_id?: number; eCourse_id?: number },
    ): Promise<{ fileMap: TFileMap; vimeo_video_downlodable: boolean }> {
      assertInstitute(session, instituteId);
      const reader = readerOf(session);
      const inst = await institute(instituteId);
      if (q.student_id !== undefined && q.subject_id !== undefined) {
        assertStudent(session, q.student_id);
        const subject = await db.selectFrom('subject').select('id').where('id', '=', q.subject_id).where('institute_id', '=', instituteId).executeTakeFirst();
        if (!subject) throw notFound();
        const rows = await subjectFilesQuery(db, reader, q.subject_id).execute();
        return { fileMap: fileMapOf(rows, inst.time_zone, null), vimeo_video_downlodable: inst.vimeo_downloadable };
      }
      assertLearner(session, { user_id: q.user_id });
      const course = await coursesQuery(db, reader).where('b.id', '=', q.eCourse_id!).executeTakeFirst();
      if (!course) throw notFound();
      const rows = await courseFilesQuery(db, reader, course.id).execute();
      return { fileMap: fileMapOf(rows, inst.time_zone, { id: course.id, name: course.product_name ?? course.name }), vimeo_video_downlodable: inst.vimeo_downloadable };
    },

    /**
     * [API-DOC-3] the file's bytes, seekable (the viewer reads a PDF by ranges): a downloadable
     * file as an attachment, a read-only one inline (it is viewed, not saved [DOC-DL-1/2]).
     * An outside video has nothing to download: 404 with 'No Download Link Found'. A study
     * material's file is served the same way (decision 066).
     */
    async download(session: SessionContext, instituteId: number, fileId: number): Promise<StoredFile> {
      assertInstitute(session, instituteId);
      const file = (await readerFile(db, readerOf(session), fileId)) ?? (await studyFiles?.(session, fileId));
      if (!file) throw notFound();
      const found = file.file_key ? await files.stat(file.file_key) : null;
      if (!file.file_key || !found) throw new HttpError(404, ERROR_CODES.notFound, NO_DOWNLOAD_LINK);
      const name = file.file_name ?? `file-${file.id}`;
      // A read-only file is only ever viewed: one the viewer cannot show (an office file, a zip)
      // has no use here but saving it, which read-only forbids [DOC-DL-1] (decision 064).
      if (file.is_readonly && !canPreview(name)) throw new HttpError(404, ERROR_CODES.notFound, NO_DOWNLOAD_LINK);
      const disposition = attachmentDisposition(name, file.is_readonly ? 'inline' : 'attachment');
      return { key: file.file_key, size: found.size, contentType: file.content_type ?? 'application/octet-stream', disposition };
    },

    /** [API-DOC-4] one more download of a file (or study material) the learner has [DOC-DL-6]. */
    async countDownload(session: SessionContext, body: { file_id: number; institute_id: number }): Promise<void> {
      assertInstitute(session, body.institute_id);
      const file = await readerFile(db, readerOf(session), body.file_id);
      if (file) return countDownload(db, file.id);
      // A study material downloaded by the same call (decision 066), refused as its download is.
      const material = await studyFiles?.(session, body.file_id);
      if (!material) throw notFound();
      await countMaterialDownload(db, material.id);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

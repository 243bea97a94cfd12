import { z } from 'zod';
import { zEnvelope, ZId, zIntIn } from './common.ts';

/**
 * The documents screen's calls [API-DOC-1..4] (issue 17). Where S1 names a field without its
 * type, decision 064 fixes it: ids are numbers, size is megabytes as a number (as the homework
 * attachments' size), student_file_share_date an ISO date-time with the institute's offset,
 * is_readonly 'Y' or 'N', thumbnail_list a list of { posterUrl } (empty without a picture).
 */
const ZYesNo = z.enum(['Y', 'N']);

/** GET /api/v1/fileShare/{institute_id}?student_id= (?user_id= for open users) [API-DOC-1] [DOC-LOAD-1]. */
export const ZDocSubjectsParams = z.object({ institute_id: ZId });
export const ZDocSubjectsQuery = z
  .object({ student_id: ZId.optional(), user_id: ZId.optional() })
  .refine((q) => (q.student_id === undefined) !== (q.user_id === undefined), { message: 'send exactly one of student_id and user_id', path: ['student_id'] });

/** A student's subject [DOC-FILTER-1]; an open user's course [DOC-FILTER-2]. */
export const ZDocSubject = z.union([
  z.object({ subject_id: z.number().int(), subject_name: z.string() }),
  z.object({ course_id: z.number().int(), course_name: z.string() }),
]);
export const ZDocSubjectsResponse = zEnvelope(z.object({ subject_list: z.array(ZDocSubject) }));

/**
 * GET /api/v1/fileShare/subject-level/{institute_id} [API-DOC-2] [DOC-LOAD-2]: students send
 * student_id, subject_id and share_with=2; open users share_with=2, user_id and eCourse_id.
 */
export const ZDocFilesParams = ZDocSubjectsParams;
export const ZDocFilesQuery = z
  .object({
    share_with: zIntIn(2, 2),
    student_id: ZId.optional(),
    subject_id: ZId.optional(),
    user_id: ZId.optional(),
    eCourse_id: ZId.optional(),
  })
  .refine((q) => (q.student_id !== undefined && q.subject_id !== undefined) !== (q.user_id !== undefined && q.eCourse_id !== undefined), {
    message: 'send student_id with subject_id, or user_id with eCourse_id',
    path: ['student_id'],
  });

/** A shared file (S1 §3.8). */
export const ZSharedFile = z.object({
  file_id: z.number().int(),
  file_name: z.string().nullable(),
  /** Always null: a file is reached through its short-lived download address (API-DOC-3), never a standing one. */
  file_url: z.string().nullable(),
  vimeo_video_id: z.string().nullable(),
  /** The YouTube id of a Youtube entry [DOC-VID-2] (decision 064: the id itself, not encoded). */
  proc_id: z.string().nullable(),
  title: z.string(),
  size: z.number().nullable(),
  student_file_share_date: z.string(),
  subject_name: z.string().nullable(),
  category_name: z.string(),
  is_readonly: ZYesNo,
  thumbnail_list: z.array(z.object({ posterUrl: z.string() })),
  subject_id: z.number().int().nullable(),
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
});

/** fileMap keys are always all present, each an array [DOC-GROUP-1]. */
export const ZFileMap = z.object({
  Assignment: z.array(ZSharedFile),
  EBook: z.array(ZSharedFile),
  Exam: z.array(ZSharedFile),
  Other: z.array(ZSharedFile),
  Vimeo: z.array(ZSharedFile),
  Youtube: z.array(ZSharedFile),
});
export const ZDocFilesResponse = zEnvelope(z.object({ fileMap: ZFileMap, vimeo_video_downlodable: z.boolean() }));

/** GET /api/v1/instFileSystem/downloadFile/{institute_id}?fileId= [API-DOC-3]: the file, as a download. */
export const ZDocDownloadParams = ZDocSubjectsParams;
export const ZDocDownloadQuery = z.object({ fileId: ZId });

/** POST /api/v1/instFileSystem/fileDownloadCount [API-DOC-4] [DOC-DL-6]. */
export const ZDocDownloadCountRequest = z.object({ file_id: ZId, institute_id: ZId });

export type TDocSubject = z.infer<typeof ZDocSubject>;
export type TSharedFile = z.infer<typeof ZSharedFile>;
export type TFileMap = z.infer<typeof ZFileMap>;
export type TDocFilesResponse = z.infer<typeof ZDocFilesResponse>;
export type TDocSubjectsResponse = z.infer<typeof ZDocSubjectsResponse>;

import { z } from 'zod';
import { zEnvelope, ZId, zIntIn, zText } from './common.ts';
import { ASSIGNMENT_CATEGORY_ID } from './constants.ts';

export { ASSIGNMENT_CATEGORY_ID };

/** The category the calls carry, 255 (its digits as a string too: issue 12, item 9). */
const ZCategoryId = zIntIn(ASSIGNMENT_CATEGORY_ID, ASSIGNMENT_CATEGORY_ID);

/** Student status values [ASSIGN-STATUS-1]; Expired only on the past list [ASSIGN-STATUS-4]. */
export const ZStudentStatus = z.enum(['Pending', 'Draft', 'Not Submitted', 'Submitted', 'Expired']);
export type TStudentStatus = z.infer<typeof ZStudentStatus>;

/** An ISO 8601 instant with its offset, e.g. '2026-11-24T23:59:00+05:30'. */
const ZInstant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, 'expected an ISO 8601 time');
const ZYN = z.enum(['Y', 'N']);

/**
 * A list card [S1 §3.1] [ASSIGN-CARD-1..4]. days_left is whole days from today to the due day
 * in the institute's zone, -1 once the due time has passed [ASSIGN-STATUS-8]; time_left is
 * 'HH:MM' left on the due day (days_left 0) [ASSIGN-BADGE-1], '' otherwise.
 */
export const ZAssignmentListItem = z.object({
  file_id: z.number().int(),
  title: z.string(),
  course_name: z.string(),
  subject_name: z.string(),
  end_date: ZInstant,
  days_left: z.number().int().min(-1),
  time_left: z.string(),
  student_status: ZStudentStatus,
  /** 'Evaluated' once the teacher has marked it [ASSIGN-STATUS-2]; otherwise 'Pending'. */
  teacher_status: z.string(),
});
export type TAssignmentListItem = z.infer<typeof ZAssignmentListItem>;

/** POST /api/v2/onlineAssignment/student/getAssignmentsDetail [API-ASSIGN-1]. */
export const ZAssignmentListRequest = z.object({
  category_id: ZCategoryId,
  institute_id: ZId,
  student_id: ZId,
});
export type TAssignmentListRequest = z.infer<typeof ZAssignmentListRequest>;
export const ZAssignmentListResponse = zEnvelope(
  z.object({
    upcoming_online_assignment_list: z.array(ZAssignmentListItem),
    past_online_assignment_list: z.array(ZAssignmentListItem),
  }),
);
export type TAssignmentListResponse = z.infer<typeof ZAssignmentListResponse>;

/**
 * A teacher's attachment, a student's attachment or a solution, in the fields of S1 §3.3
 * [ASSIGN-DETAIL-6] (decision 030): attachment_display_name is the name shown (the file's name,
 * or the link's display name); attachment_name the name the file downloads as (a link: its
 * display name too); attachment_url is set for a link only; size is the file's size in MB, two
 * decimals (null for a link).
 */
export const ZAssignmentAttachment = z.object({
  attachment_id: z.number().int(),
  attachment_display_name: z.string(),
  attachment_name: z.string(),
  attachment_url: z.string().nullable(),
  size: z.number().nonnegative().nullable(),
});
export type TAssignmentAttachment = z.infer<typeof ZAssignmentAttachment>;

/** GET /api/v2/onlineAssignment/get/{instituteId}/{fileId} [API-ASSIGN-2]: for the session's student. */
export const ZAssignmentDetailParams = z.object({
  instituteId: ZId,
  fileId: ZId,
});
/** The detail [S1 §3.2] [ASSIGN-DETAIL-2..5]. Marks are null until evaluated. */
export const ZAssignmentDetail = ZAssignmentListItem.extend({
  topic_name: z.string().nullable(),
  sub_topic_name: z.string().nullable(),
  description: z.string().nullable(),
  attachment_lists: z.array(ZAssignmentAttachment),
  allow_assignment_late_submission: ZYN,
  evaluation_required: ZYN,
  /** Y: the teacher grades (grade shown) rather than marks [ASSIGN-DETAIL-9, decision]. */
  enable_grade: ZYN,
  grade: z.string().nullable(),
  /** Total marks. */
  evaluation_marks: z.number().nullable(),
  /** Marks obtained. */
  student_marks: z.number().nullable(),
  teacher_comment: z.string().nullable(),
  student_comment: z.string().nullable(),
});
export type TAssignmentDetail = z.infer<typeof ZAssignmentDetail>;
export const ZAssignmentDetailResponse = zEnvelope(ZAssignmentDetail);
export type TAssignmentDetailResponse = z.infer<typeof ZAssignmentDetailResponse>;

/** The student-scoped calls' path [API-ASSIGN-3] [API-ASSIGN-4]. */
export const ZAssignmentStudentParams = z.object({
  instituteId: ZId,
  studentId: ZId,
  fileId: ZId,
});
/** GET …/studentAttachmentsDetail/{instituteId}/{studentId}/{fileId} [API-ASSIGN-3]. */
export const ZStudentAttachmentsResponse = zEnvelope(z.object({ student_attachment: z.array(ZAssignmentAttachment) }));
export type TStudentAttachmentsResponse = z.infer<typeof ZStudentAttachmentsResponse>;
/** GET …/getAssignmentSolution/{instituteId}/{studentId}/{fileId} [API-ASSIGN-4]: empty until shared. */
export const ZAssignmentSolutionsResponse = zEnvelope(z.array(ZAssignmentAttachment));
export type TAssignmentSolutionsResponse = z.infer<typeof ZAssignmentSolutionsResponse>;

/**
 * POST /api/v2/onlineAssignment/downloadFile [API-ASSIGN-5]: one attachment (a teacher's, the
 * student's own or a solution) per call; result.body is a short-lived signed address that
 * answers the file with Content-Disposition attachment.
 */
export const ZAssignmentDownloadRequest = z.object({
  attachmentId_array: z.array(ZId).length(1),
  institute_id: ZId,
});
export type TAssignmentDownloadRequest = z.infer<typeof ZAssignmentDownloadRequest>;
export const ZAssignmentDownloadResponse = zEnvelope(z.object({ body: z.string() }));
export type TAssignmentDownloadResponse = z.infer<typeof ZAssignmentDownloadResponse>;
/**
 * GET /api/v2/onlineAssignment/file?r=&exp=&sig= — the signed address downloadFile answers
 * (not a call of the web client: the browser follows it): the attachment, the expiry in unix
 * seconds and the signature. It answers the file itself, not JSON.
 */
export const ZAssignmentFileQuery = z.object({
  r: ZId,
  exp: zIntIn(1, Number.MAX_SAFE_INTEGER),
  sig: zText(128).min(1),
});

/** A new link of a submission [ASSIGN-LINK-*]; the domain checks the URL and name. */
export const ZAssignmentLink = z.object({ display_name: zText(1_000), url: zText(10_000) });
export type TAssignmentLink = z.infer<typeof ZAssignmentLink>;

/**
 * The `fileJson` part of POST /api/v2/onlineAssignment/student/updateAssignment [API-ASSIGN-6]
 * (multipart: this part and the new files as parts named `files`, in either order: ours sends
 * it first, the spec's client last, decision 031).
 * attachmentId_array: the student's existing attachments (files and links) to keep; any
 * other existing attachment is removed by the save. url_lists: the new links.
 * The remark and link bounds here only cap what a request can carry: far above the domain's
 * limits (REMARK_MAX 200, MAX_LINKS 5), so the server's own checks answer those with their
 * messages and codes (TOO_MANY_LINKS naming url_lists, the remark text naming student_comment).
 */
export const ZUpdateAssignmentJson = z.object({
  institute_id: ZId,
  category_id: ZCategoryId,
  studentId_array: z.array(ZId).length(1),
  file_id: ZId,
  student_status: z.enum(['Draft', 'Submitted']),
  student_comment: zText(10_000, { multiline: true }).default(''),
  attachmentId_array: z.array(ZId).max(25).default([]),
  url_lists: z.array(ZAssignmentLink).max(100).default([]),
});
/** What a client sends: the ids as numbers (the server also takes their digits as strings). */
type IdFields = 'institute_id' | 'category_id' | 'studentId_array' | 'file_id' | 'attachmentId_array';
export type TUpdateAssignmentJson = Omit<z.input<typeof ZUpdateAssignmentJson>, IdFields> & {
  institute_id: number;
  category_id: number;
  studentId_array: number[];
  file_id: number;
  attachmentId_array?: number[];
};
/** The saved submission: its status and attachments, so the screen need not reload. */
export const ZUpdateAssignmentResponse = zEnvelope(
  z.object({ student_status: ZStudentStatus, student_attachment: z.array(ZAssignmentAttachment) }),
);
export type TUpdateAssignmentResponse = z.infer<typeof ZUpdateAssignmentResponse>;

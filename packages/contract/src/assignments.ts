import { z } from 'zod';
import { zEnvelope } from './common.ts';
import { ASSIGNMENT_CATEGORY_ID } from './constants.ts';

export { ASSIGNMENT_CATEGORY_ID };

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
  category_id: z.literal(ASSIGNMENT_CATEGORY_ID),
  institute_id: z.number().int().positive(),
  student_id: z.number().int().positive(),
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
 * A teacher's attachment, a student's attachment or a solution [ASSIGN-DETAIL-6]: a link has
 * attachment_url (and file_size null); a file has its size in bytes (the screen shows MB).
 * file_name is the file's name or the link's display name.
 */
export const ZAssignmentAttachment = z.object({
  attachment_id: z.number().int(),
  file_name: z.string(),
  file_size: z.number().int().nonnegative().nullable(),
  attachment_url: z.string().nullable(),
});
export type TAssignmentAttachment = z.infer<typeof ZAssignmentAttachment>;

/** GET /api/v2/onlineAssignment/get/{instituteId}/{fileId} [API-ASSIGN-2]: for the session's student. */
export const ZAssignmentDetailParams = z.object({
  instituteId: z.coerce.number().int().positive(),
  fileId: z.coerce.number().int().positive(),
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
  instituteId: z.coerce.number().int().positive(),
  studentId: z.coerce.number().int().positive(),
  fileId: z.coerce.number().int().positive(),
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
  attachmentId_array: z.array(z.number().int().positive()).length(1),
  institute_id: z.number().int().positive(),
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
  r: z.coerce.number().int().positive(),
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(128),
});

/** A new link of a submission [ASSIGN-LINK-*]; the domain checks the URL and name. */
export const ZAssignmentLink = z.object({ display_name: z.string(), url: z.string() });
export type TAssignmentLink = z.infer<typeof ZAssignmentLink>;

/**
 * The `fileJson` part of POST /api/v2/onlineAssignment/student/updateAssignment [API-ASSIGN-6]
 * (multipart: this part first, then the new files as parts named `files`).
 * attachmentId_array: the student's existing attachments (files and links) to keep; any
 * other existing attachment is removed by the save. url_lists: the new links.
 * The remark and link bounds here only cap what a request can carry: far above the domain's
 * limits (REMARK_MAX 200, MAX_LINKS 5), so the server's own checks answer those with their
 * messages and codes (TOO_MANY_LINKS naming url_lists, the remark text naming student_comment).
 */
export const ZUpdateAssignmentJson = z.object({
  institute_id: z.number().int().positive(),
  category_id: z.literal(ASSIGNMENT_CATEGORY_ID),
  studentId_array: z.array(z.number().int().positive()).length(1),
  file_id: z.number().int().positive(),
  student_status: z.enum(['Draft', 'Submitted']),
  student_comment: z.string().max(10_000).default(''),
  attachmentId_array: z.array(z.number().int().positive()).max(25).default([]),
  url_lists: z.array(ZAssignmentLink).max(100).default([]),
});
export type TUpdateAssignmentJson = z.input<typeof ZUpdateAssignmentJson>;
/** The saved submission: its status and attachments, so the screen need not reload. */
export const ZUpdateAssignmentResponse = zEnvelope(
  z.object({ student_status: ZStudentStatus, student_attachment: z.array(ZAssignmentAttachment) }),
);
export type TUpdateAssignmentResponse = z.infer<typeof ZUpdateAssignmentResponse>;

import { z } from 'zod';

/**
 * The integration API's exports (issue 34, decision 083): GET /api/ingest/v1/export/{area}
 * answers one page of the rows that changed after `since`, oldest change first, and `next`,
 * the cursor of the following page. A row changed again comes again.
 */
export const EXPORT_AREAS = ['homework-submissions', 'test-attempts', 'attendance', 'watch-history'] as const;
export type ExportArea = (typeof EXPORT_AREAS)[number];

export const EXPORT_DEFAULT_LIMIT = 100;
export const EXPORT_MAX_LIMIT = 1000;

export const ZExportQuery = z.object({
  /** The `next` of the previous page; none: from the first change kept. */
  since: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(EXPORT_MAX_LIMIT).default(EXPORT_DEFAULT_LIMIT),
});

/** Who did it: our student id always, the institute's own id when the student was imported. */
const ZStudentRef = {
  student_id: z.number().int(),
  student_source_id: z.string().nullable(),
};

export const ZSubmissionFile = z.object({
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  /** Root-relative signed address: fetch it without a key until `files_expire_at`. */
  url: z.string(),
});

export const ZHomeworkSubmissionRow = z.object({
  ...ZStudentRef,
  homework_id: z.number().int(),
  homework_source_id: z.string().nullable(),
  homework_title: z.string(),
  /** Draft (saved, not handed in) or Submitted; Pending when nothing was saved. */
  status: z.enum(['Pending', 'Draft', 'Submitted']),
  submitted_at: z.string().nullable(),
  text: z.string().nullable(),
  evaluation: z.object({
    status: z.enum(['Pending', 'Evaluated']),
    grade: z.string().nullable(),
    marks: z.number().nullable(),
    max_marks: z.number().nullable(),
    comment: z.string().nullable(),
  }),
  files: z.array(ZSubmissionFile),
  links: z.array(z.object({ name: z.string(), url: z.string() })),
  updated_at: z.string(),
});

export const ZTestAttemptRow = z.object({
  attempt_id: z.number().int(),
  /** An open user (no student) has none. */
  student_id: z.number().int().nullable(),
  student_source_id: z.string().nullable(),
  user_id: z.number().int(),
  test_id: z.number().int(),
  test_source_id: z.string().nullable(),
  test_name: z.string(),
  attempt_no: z.number().int(),
  status: z.enum(['in_progress', 'submitted', 'expired']),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  score: z.number().nullable(),
  max_marks: z.number().nullable(),
  right: z.number().int().nullable(),
  partial: z.number().int().nullable(),
  wrong: z.number().int().nullable(),
  left: z.number().int().nullable(),
  time_taken_seconds: z.number().int().nullable(),
});

export const ZAttendanceMarkRow = z.object({
  ...ZStudentRef,
  session_id: z.number().int(),
  session_source_id: z.string().nullable(),
  batch_id: z.number().int(),
  batch_source_id: z.string().nullable(),
  date: z.string(),
  start_time: z.string(),
  subject: z.string().nullable(),
  status: z.string(),
  remark: z.string().nullable(),
  homework_status: z.string().nullable(),
});

export const ZWatchHistoryRow = z.object({
  user_id: z.number().int(),
  /** Whoever played it: a parent's plays are the parent's (student_id null). */
  student_id: z.number().int().nullable(),
  student_source_id: z.string().nullable(),
  parent_source_id: z.string().nullable(),
  video_id: z.string(),
  /** What the video is: a live class's recording or a study material (null: neither any more). */
  kind: z.enum(['recording', 'study-material']).nullable(),
  title: z.string().nullable(),
  recording_id: z.number().int().nullable(),
  recording_source_id: z.string().nullable(),
  material_id: z.number().int().nullable(),
  plays: z.number().int(),
  watched_seconds: z.number().int(),
  updated_at: z.string(),
});

/** One page: the rows, the cursor to ask the next page with, and whether more are there now. */
export function zExportPage<T extends z.ZodType>(row: T) {
  return z.object({ area: z.string(), rows: z.array(row), next: z.string(), has_more: z.boolean() });
}

export const ZExportPages = {
  'homework-submissions': zExportPage(ZHomeworkSubmissionRow).extend({ files_expire_at: z.string() }),
  'test-attempts': zExportPage(ZTestAttemptRow),
  attendance: zExportPage(ZAttendanceMarkRow),
  'watch-history': zExportPage(ZWatchHistoryRow),
} as const;

export type THomeworkSubmissionRow = z.infer<typeof ZHomeworkSubmissionRow>;
export type TTestAttemptRow = z.infer<typeof ZTestAttemptRow>;
export type TAttendanceMarkRow = z.infer<typeof ZAttendanceMarkRow>;
export type TWatchHistoryRow = z.infer<typeof ZWatchHistoryRow>;

/** GET /api/ingest/v1/audit (scope read:jobs): each import job and export call of the institute. */
export const ZAuditEntry = z.object({
  kind: z.enum(['import', 'export']),
  /** The import job's id, or the export call's number. */
  id: z.string(),
  at: z.string(),
  key_id: z.number().int().nullable(),
  key_name: z.string(),
  area: z.string(),
  /** An import's state and counts (it comes again when it finishes). */
  state: z.enum(['running', 'done', 'failed']).nullable(),
  dry_run: z.boolean().nullable(),
  counts: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), deleted: z.number().int(), failed: z.number().int() }).nullable(),
  /** An export's rows handed out. */
  rows: z.number().int().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = zExportPage(ZAuditEntry);

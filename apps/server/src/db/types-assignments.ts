import type { ColumnType, Generated } from 'kysely';
import type { ChangeStamp } from './types-exports.ts';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** numeric: read as text by both drivers (exact), written as a number or text. */
type Numeric = ColumnType<string, number | string, number | string>;

/** An assignment given to one batch (migration 0009, decision 026); id is the wire file_id. */
export type AssignmentTable = {
  id: Generated<number>;
  institute_id: number;
  batch_id: number;
  title: string;
  subject_name: string;
  topic_name: string | null;
  sub_topic_name: string | null;
  description: string | null;
  end_at: Timestamp;
  allow_late_submission: boolean;
  evaluation_required: boolean;
  enable_grade: boolean;
  evaluation_marks: Numeric | null;
  created_at: Timestamp;
};

export type StoredStudentStatus = 'Pending' | 'Draft' | 'Submitted';
export type TeacherStatus = 'Pending' | 'Evaluated';

/** One student's work on an assignment; no row means Pending. */
export type AssignmentSubmissionTable = ChangeStamp & {
  assignment_id: number;
  student_id: number;
  student_status: StoredStudentStatus;
  student_comment: string | null;
  teacher_status: ColumnType<TeacherStatus, TeacherStatus | undefined, TeacherStatus>;
  grade: string | null;
  student_marks: Numeric | null;
  teacher_comment: string | null;
  submitted_at: Timestamp | null;
  updated_at: Timestamp;
};

export type AttachmentKind = 'teacher' | 'solution' | 'student';

/** A file (file_key, file_size, content_type) or a link (url) of an assignment. */
export type AssignmentAttachmentTable = {
  id: Generated<number>;
  assignment_id: number;
  kind: AttachmentKind;
  student_id: number | null;
  file_name: string;
  file_key: string | null;
  file_size: number | null;
  content_type: string | null;
  url: string | null;
  created_at: Timestamp;
};

/** A stored upload whose attachment row is not committed yet (swept after a crash). */
export type PendingUploadTable = { file_key: string; created_at: Timestamp };

/** A demo file's bytes, written back to the store when missing. */
export type DemoFileTable = { file_key: string; bytes: Uint8Array };

/** An imported evaluation (migration 0034, decision 085): the submission it marked and its status before. */
export type ImportHomeworkEvaluationTable = {
  id: Generated<number>;
  institute_id: number;
  assignment_id: number;
  student_id: number;
  prior_status: StoredStudentStatus | null;
};

export type AssignmentTables = {
  assignment: AssignmentTable;
  assignment_submission: AssignmentSubmissionTable;
  assignment_attachment: AssignmentAttachmentTable;
  pending_upload: PendingUploadTable;
  demo_file: DemoFileTable;
  import_homework_evaluation: ImportHomeworkEvaluationTable;
};

import type { ColumnType, Generated } from 'kysely';
import type { ChangeStamp } from './types-exports.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** An import of the integration API (migration 0026, decision 078). */
export type ImportJobTable = ChangeStamp & {
  id: Generated<string>;
  institute_id: number;
  api_key_id: number | null;
  key_name: string;
  area: string;
  mode: 'delta' | 'bulk';
  scope: string | null;
  dry_run: boolean;
  atomic: boolean;
  state: 'running' | 'done' | 'failed';
  created: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  deleted: Generated<number>;
  failed: Generated<number>;
  message: string | null;
  created_at: Timestamp;
  finished_at: Date | null;
};

export type ImportJobErrorTable = { job_id: string; seq: number; file: string; line: number; source_id: string | null; field: string | null; message: string };

/** A record an import wrote, under the institute's own id for it. */
export type SourceRecordTable = {
  institute_id: number;
  area: string;
  source_id: string;
  local_id: number;
  digest: string;
  scope: string | null;
  job_id: string;
  updated_at: Timestamp;
  retired: Generated<boolean>;
};

/** An imported enrollment: what its source id links to (migration 0027). */
export type ImportEnrollmentTable = { id: Generated<number>; institute_id: number; batch_id: number; student_id: number };

/** A file uploaded through the integration API (migration 0028, decision 084). */
export type IngestFileTable = {
  institute_id: number;
  source_id: string;
  file_key: string;
  name: string;
  content_type: string;
  size: number;
  sha256: string;
  updated_at: Timestamp;
};
/** An imported attendance record: the marks carrying its id are what it wrote (migration 0029). */
export type ImportAttendanceTable = { id: Generated<number>; institute_id: number; student_id: number };
/** An imported mark of a student in a subject of an offline exam, or their absence (migration 0030). */
export type ImportOfflineMarkTable = { id: Generated<number>; institute_id: number; exam_id: number; student_id: number; subject_name: string; is_absent: boolean };

export type IngestTables = {
  import_job: ImportJobTable;
  import_job_error: ImportJobErrorTable;
  source_record: SourceRecordTable;
  import_enrollment: ImportEnrollmentTable;
  ingest_file: IngestFileTable;
  import_attendance: ImportAttendanceTable;
  import_offline_mark: ImportOfflineMarkTable;
};

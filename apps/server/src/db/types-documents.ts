import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Migration 0019: the subjects files are filed under. */
export type SubjectTable = { id: Generated<number>; institute_id: number; name: string };

export type SharedFileCategory = 'Assignment' | 'EBook' | 'Exam' | 'Other' | 'Vimeo' | 'Youtube';

/** Migration 0019: a document shared with batches. */
export type SharedFileTable = {
  id: Generated<number>;
  institute_id: number;
  subject_id: number | null;
  category: SharedFileCategory;
  title: string;
  file_name: string | null;
  file_key: string | null;
  content_type: string | null;
  size_bytes: number | null;
  vimeo_video_id: string | null;
  youtube_id: string | null;
  is_readonly: Generated<boolean>;
  thumbnail_url: string | null;
  shared_at: Timestamp;
  download_count: Generated<number>;
};

export type SharedFileBatchTable = { batch_id: number; file_id: number };

export type DocumentTables = { subject: SubjectTable; shared_file: SharedFileTable; shared_file_batch: SharedFileBatchTable };

import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Migration 0021: a topic of a course type's subject; parent_id null for a top-level topic. */
export type StudyTopicTable = {
  id: Generated<number>;
  institute_id: number;
  course_type_id: number;
  subject_id: number;
  parent_id: number | null;
  name: string;
  position: Generated<number>;
};

export type StudyMaterialCategory =
  | 'Assignment'
  | 'Other'
  | 'Images'
  | 'Slides'
  | 'Notes'
  | 'PreviousYearQuestionsPaper'
  | 'EBook'
  | 'Exam'
  | 'AudioNotes'
  | 'Vimeo'
  | 'YoutubeURL'
  | 'VDOCipher';

/** Migration 0021: a material of a topic; its id is drawn from shared_file's sequence (decision 066). */
export type StudyMaterialTable = {
  id: Generated<number>;
  institute_id: number;
  topic_id: number;
  category: StudyMaterialCategory;
  title: string;
  file_name: string | null;
  file_key: string | null;
  content_type: string | null;
  size_bytes: number | null;
  video_host: 'vimeo' | 'vdocipher' | null;
  video_id: string | null;
  youtube_id: string | null;
  video_url: string | null;
  is_readonly: Generated<boolean>;
  poster_url: string | null;
  shared_at: Timestamp;
  /** Migration 0022. */
  download_count: Generated<number>;
};

export type StudyTables = { study_topic: StudyTopicTable; study_material: StudyMaterialTable };

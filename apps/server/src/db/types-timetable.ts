import type { ColumnType, Generated } from 'kysely';
import type { ChangeStamp } from './types-exports.ts';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A date column: both drivers are set to hand it over as 'YYYY-MM-DD'. */
type DateOnly = string;
/** A time column: read as 'HH:MM:SS', written as 'HH:MM' or 'HH:MM:SS'. */
type TimeOfDay = string;
/** A numeric column: read as text (exact), written as number or text. */
type Numeric = ColumnType<string, number | string, number | string>;

export type ClassType = 'Class' | 'Online Class' | 'Online Exam' | 'Offline Exam';

export type BatchTable = {
  id: Generated<number>;
  institute_id: number;
  academic_year_id: number | null;
  name: string;
  course_name: string | null;
  master_course_name: string | null;
  product_name: string | null;
};

export type BatchMemberTable = { user_id: number; batch_id: number };

export type ScheduleTable = {
  id: Generated<number>;
  institute_id: number;
  batch_id: number;
  class_type: ClassType;
  date: DateOnly;
  end_date: DateOnly;
  start_time: TimeOfDay;
  end_time: TimeOfDay;
  subject_name: string | null;
  topics_covered: string | null;
  teacher_name: string | null;
  teacher_photo_urls: Generated<string>;
  classroom: string | null;
  session_name: string | null;
  session_link: string | null;
  live_meeting_with: string | null;
  description: string | null;
  test_id: number | null;
  test_inst_id: number | null;
};

export type RecordingTable = {
  id: Generated<number>;
  schedule_id: number;
  session_name: string;
  duration_minutes: number;
  size_mb: Numeric;
  recorded_at: Timestamp;
  uploaded_on: string;
  /** Migration 0016: the protected video's and the Vimeo video's ids; null when it has none. */
  video_id: string | null;
  vimeo_video_id: string | null;
  /** Migration 0017: the file store's copy, streamed and downloaded; null without one. */
  file_key: string | null;
};

/** Migration 0016: plays and seconds watched per user and video. */
export type VideoWatchTable = ChangeStamp & {
  user_id: number;
  video_id: string;
  institute_id: number;
  watch_count: Generated<number>;
  watched_seconds: Generated<number>;
  updated_at: Generated<Timestamp>;
};

export type AttendanceTable = ChangeStamp & {
  schedule_id: number;
  student_id: number;
  batch_id: number;
  status: string;
  custom_class_type: string | null;
  home_work_status: string | null;
  remark: string | null;
  homework_assigned: string | null;
  attendance_note: string | null;
  /** Migration 0029: the imported record that wrote the mark; null for one marked in the portal. */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
};

export type CalendarEventTable = {
  id: Generated<number>;
  institute_id: number;
  event_type: 1 | 2 | 3;
  holiday_type: number | null;
  title: string;
  description: string | null;
  document_url: string | null;
  start_date: DateOnly;
  end_date: DateOnly;
  is_all_day: Generated<boolean>;
  start_time: TimeOfDay | null;
  end_time: TimeOfDay | null;
  days_of_week: Generated<number[]>;
  user_types: Generated<number[]>;
  standard_names: Generated<string[]>;
};

export type CalendarFeedTable = {
  id: Generated<number>;
  token_hash: string;
  institute_id: number;
  learner_user_id: number;
  owner_user_id: number;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
};

/** Migration 0013: a counter per area that the area's tables move on every change (decision 055). */
export type DataVersionTable = {
  area: string;
  version: number;
};

/** The tables of migration 0004 (timetable, event calendar, calendar feeds), and 0013's version. */
export type TimetableTables = {
  data_version: DataVersionTable;
  batch: BatchTable;
  batch_member: BatchMemberTable;
  schedule: ScheduleTable;
  recording: RecordingTable;
  video_watch: VideoWatchTable;
  attendance: AttendanceTable;
  calendar_event: CalendarEventTable;
  calendar_feed: CalendarFeedTable;
};

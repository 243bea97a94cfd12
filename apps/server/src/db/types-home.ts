import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type LandingScreen =
  | 'TIMETABLE'
  | 'STUDY_MATERIAL'
  | 'LIVE_CLASS'
  | 'EXAM'
  | 'DOCUMENT'
  | 'ASSIGNMENT'
  | 'PRODUCT'
  | 'REPORT';

export type AnnouncementTable = {
  id: Generated<number>;
  institute_id: number;
  title: string;
  description_html: string;
  updated_by: string;
  updated_at: Timestamp;
  announced_at: Timestamp;
  is_active: Generated<boolean>;
  image_url: string | null;
  file_name: string | null;
  /** Migration 0035: the attached file's stored copy (all three or none; decision 093). */
  file_key: string | null;
  content_type: string | null;
  size_bytes: number | null;
};

export type AnnouncementBatchTable = { announcement_id: number; batch_name: string };

export type StudentBatchTable = { student_id: number; batch_name: string };

export type BannerTable = {
  id: Generated<number>;
  institute_id: number;
  image_url: string;
  title: string;
  is_redir: Generated<boolean>;
  red_link: string | null;
  land_scr: LandingScreen | null;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
};

export type PromotionTable = {
  id: Generated<number>;
  institute_id: number;
  image_url: string;
  title: string;
  is_active: Generated<boolean>;
};

export type MessageTable = {
  id: Generated<number>;
  institute_id: number;
  /** '<country calling code>-<number>', e.g. '91-9000000001'. */
  phone: string;
  body: string;
  created_at: Timestamp;
};

/** The tables of migration 0002 (home dashboard and messages). */
export type HomeTables = {
  announcement: AnnouncementTable;
  announcement_batch: AnnouncementBatchTable;
  student_batch: StudentBatchTable;
  banner: BannerTable;
  promotion: PromotionTable;
  message: MessageTable;
};

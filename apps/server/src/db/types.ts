import type { ColumnType, Generated } from 'kysely';
import type { HomeTables } from './types-home.ts';
import type { LiveTables } from './types-live.ts';
import type { DocumentTables } from './types-documents.ts';
import type { ProductTables } from './types-products.ts';
import type { StudyTables } from './types-study.ts';
import type { TimetableTables } from './types-timetable.ts';
import type { FeesTables } from './types-fees.ts';
import type { SsoTables } from './types-sso.ts';
import type { ApiKeyTables } from './types-api-keys.ts';
import type { IngestTables } from './types-ingest.ts';
import type { ExportTables } from './types-exports.ts';
import type { PasswordTables } from './types-password.ts';
import type { ProfileTables } from './types-profile.ts';
import type { AssignmentTables } from './types-assignments.ts';
import type { ExamTables } from './types-exams.ts';
import type { ExamPanelTables } from './types-exam-panel.ts';
import type { StaffTables } from './types-staff.ts';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A date column: both drivers are set to hand it over as 'YYYY-MM-DD'. */
type DateOnly = string;

export type FileManagerMode = 'STUDY_MATERIAL' | 'FILE_MANEGER' | 'BOTH';
export type DeliveryMode = 'ONLINE' | 'OFFLINE' | 'HYBRID_BLENDED';

export type InstituteTable = {
  id: number;
  name: string;
  is_school: boolean;
  hosts: string[];
  logo_url: string;
  favicon_url: string;
  file_manager: FileManagerMode;
  classes_mode: DeliveryMode;
  exam_mode: DeliveryMode;
  store: boolean;
  online_assignment: boolean;
  elearn: boolean;
  marketing_banner: boolean;
  fee_struct_linked: boolean;
  fee_receipts: boolean;
  fine_configured: boolean;
  help_url: string | null;
  privacy_url: string | null;
  terms_url: string | null;
  twitter_url: string | null;
  facebook_url: string | null;
  linkedin_url: string | null;
  whatsapp_url: string | null;
  youtube_url: string | null;
  instagram_url: string | null;
  prod_url: string | null;
  country_calling_code: string;
  language: string | null;
  time_zone: Generated<string>;
  live_recording_view: Generated<number>;
  vimeo_downloadable: Generated<boolean>;
  live_view_or_download: Generated<boolean>;
  /** Printed on fee receipts (migration 0005). */
  address: string | null;
};

export type AcademicYearTable = {
  id: Generated<number>;
  institute_id: number;
  name: string;
  start_date: DateOnly;
  end_date: DateOnly;
  is_current: boolean;
};

export type UserRole = 'user' | 'admin';

export type AppUserTable = {
  id: Generated<number>;
  institute_id: number;
  account_id: number;
  user_type: number;
  role: UserRole;
  name: string;
  phone: string | null;
  email: string | null;
  password_hash: string;
  photo_url: string | null;
  join_date: DateOnly | null;
  blocked: boolean;
  single_device: boolean;
  registered_device_id: string | null;
  created_at: Generated<Timestamp>;
};

export type StudentTable = {
  id: Generated<number>;
  user_id: number;
  institute_id: number;
  display_id: string;
  is_login_allowed: number;
};

export type StudentAcademicYearTable = { student_id: number; academic_year_id: number };

export type ParentStudentTable = { parent_user_id: number; student_id: number };

export type RevokedReason = 'logout' | 'replaced';

export type SessionTable = {
  id: Generated<string>;
  token_hash: string;
  user_id: number;
  institute_id: number;
  student_id: number | null;
  academic_year_id: number | null;
  device_id: string;
  time_zone: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: RevokedReason | null;
  /** A parent session whose child was not chosen: any of the parent's children may be named (migration 0010). */
  any_child: Generated<boolean>;
};

export type RateLimitTable = { key: string; window_start: Timestamp; count: number };

/** Migration 0023: rebuilt from institute.hosts by a trigger; read, never written, by the app. */
export type InstituteHostTable = { host: string; institute_id: number };

export type SchemaMigrationTable = { name: string; applied_at: Generated<Timestamp> };

export type DemoSeedPartTable = {
  name: string;
  applied_at: Generated<Timestamp>;
};

export type DB = {
  demo_seed_part: DemoSeedPartTable;
  institute: InstituteTable;
  institute_host: InstituteHostTable;
  academic_year: AcademicYearTable;
  app_user: AppUserTable;
  student: StudentTable;
  student_academic_year: StudentAcademicYearTable;
  parent_student: ParentStudentTable;
  session: SessionTable;
  rate_limit: RateLimitTable;
  schema_migrations: SchemaMigrationTable;
} & HomeTables &
  TimetableTables &
  LiveTables &
  DocumentTables &
  ProductTables &
  StudyTables &
  FeesTables &
  SsoTables &
  ApiKeyTables &
  IngestTables &
  ExportTables &
  PasswordTables &
  ProfileTables &
  AssignmentTables &
  ExamTables &
  ExamPanelTables &
  StaffTables;

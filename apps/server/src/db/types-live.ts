import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Migration 0018: a protected video's playback lease (its id is the token). */
export type VideoLeaseTable = {
  id: string;
  session_id: string;
  user_id: number;
  institute_id: number;
  video_id: string;
  file_key: string;
  /** Migration 0024: the study material the lease was made for; null for a recording. */
  material_id: number | null;
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
};

export type LiveTables = { video_lease: VideoLeaseTable };

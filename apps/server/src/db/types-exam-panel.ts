import type { ColumnType } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type PanelMode = 'attempt' | 'review';

/** A single-use launch token of the test panel (migration 0012, decision 040); only its SHA-256 is stored. */
export type ExamLaunchTable = {
  token_hash: string;
  user_id: number;
  session_id: string | null;
  test_id: number;
  mode: PanelMode;
  attempt_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

/** The token of an attempt cookie; only its SHA-256 is stored. */
export type ExamAttemptTokenTable = { token_hash: string; attempt_id: number; created_at: Timestamp; expires_at: Timestamp };

export type ExamPanelTables = { exam_launch: ExamLaunchTable; exam_attempt_token: ExamAttemptTokenTable };

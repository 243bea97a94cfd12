import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A temporary password of forgot password (migration 0008, decision 022); only its hash. */
export type PasswordResetTable = {
  id: Generated<string>;
  user_id: number;
  hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  session_id: string | null;
  closed_at: Timestamp | null;
};

export type OutboxChannel = 'sms';

/** A message queued for delivery; the default notification sender writes these. */
export type NotificationOutboxTable = {
  id: Generated<number>;
  channel: OutboxChannel;
  recipient: string;
  body: string;
  user_id: number | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
};

export type PasswordTables = {
  password_reset: PasswordResetTable;
  notification_outbox: NotificationOutboxTable;
};

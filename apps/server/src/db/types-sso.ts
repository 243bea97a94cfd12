import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** An institute's link-signing secret (migration 0006, decision 018). */
export type SsoIssuerTable = {
  institute_id: number;
  secret: string;
  demo: Generated<boolean>;
  created_at: Generated<Timestamp>;
};

/** A link token already presented, kept until the token's own expiry. */
export type SsoUsedTokenTable = { institute_id: number; jti: string; expires_at: Timestamp };

/** A one-time login key; only its SHA-256 (hex) is stored. */
export type SsoLoginKeyTable = {
  key_hash: string;
  user_id: number;
  institute_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type SsoTables = {
  sso_issuer: SsoIssuerTable;
  sso_used_token: SsoUsedTokenTable;
  sso_login_key: SsoLoginKeyTable;
};

import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A key of the integration API (migration 0025, decision 077); only its SHA-256 is kept. */
export type ApiKeyTable = {
  id: Generated<number>;
  institute_id: number;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: string[];
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
};

export type ApiKeyTables = { api_key: ApiKeyTable };

import type { ColumnType, Generated } from 'kysely';

/**
 * Migration 0033 (decision 083): the change stamp a trigger sets on every insert and update of
 * an exported table: the writing transaction's id and a global sequence. Exports page by it.
 */
export type ChangeStamp = { change_xid: Generated<number>; change_seq: Generated<number> };

/** One export call or audit listing of the integration API: who, what, when and how many rows. */
export type ExportLogTable = ChangeStamp & {
  id: Generated<number>;
  institute_id: number;
  api_key_id: number | null;
  key_name: string;
  area: string;
  since: string | null;
  rows: number;
  created_at: ColumnType<Date, Date | string, Date | string>;
};

export type ExportTables = { export_log: ExportLogTable };

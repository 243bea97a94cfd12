import { sql, type Transaction } from 'kysely';
import type { DB } from '../../apps/server/src/db/types.ts';
import { LOADED_TABLES } from './deferred-indexes.ts';

/** Every table the generator inserts into. */
const WRITTEN_TABLES = [
  ...LOADED_TABLES, 'institute', 'academic_year', 'calendar_event', 'banner', 'promotion', 'exam_setting', 'batch', 'announcement',
  'exam_label', 'exam_question', 'exam_test', 'exam_test_batch', 'exam_test_section', 'exam_test_question', 'offline_exam', 'offline_exam_subject',
];
const tables = sql`${WRITTEN_TABLES}::regclass[]`;

/**
 * Whether the written tables' own triggers are all statement-level: the load may then skip
 * every trigger (session_replication_role = replica, which also skips the row-by-row foreign
 * key checks) and fire those afterwards with fireStatementTriggers. A row-level trigger could
 * not be made up for that way, so with one the load keeps every trigger.
 */
export async function onlyStatementTriggers(trx: Transaction<DB>): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_trigger
    where tgrelid = any(${tables}) and not tgisinternal and tgenabled <> 'D' and tgtype & 1 = 1`.execute(trx);
  return rows[0]!.n === 0;
}

/**
 * Fires, once per table, the statement-level INSERT triggers the load skipped (e.g. the
 * timetable's data version, migration 0013, which a server's cached months are checked
 * against): an INSERT of no row still runs its table's statement triggers, as the load's did.
 */
export async function fireStatementTriggers(trx: Transaction<DB>): Promise<void> {
  await sql`set local session_replication_role = origin`.execute(trx);
  const { rows } = await sql<{ table: string }>`select distinct tgrelid::regclass::text as table from pg_trigger
    where tgrelid = any(${tables}) and not tgisinternal and tgenabled <> 'D'`.execute(trx);
  for (const r of rows) await sql`insert into ${sql.raw(r.table)} select * from ${sql.raw(r.table)} where false`.execute(trx);
}

import { sql, type Transaction } from 'kysely';
import type { DB } from '../../apps/server/src/db/types.ts';
import type { Log } from './context.ts';

/** The tables that receive millions of rows: their indexes are built once, after the load. */
export const LOADED_TABLES = [
  'app_user', 'student', 'student_academic_year', 'parent_student', 'student_batch', 'batch_member', 'student_profile', 'session',
  'schedule', 'attendance', 'recording', 'fee_instalment', 'fee_payment', 'fee_payment_item', 'announcement_batch', 'message',
  'assignment', 'assignment_submission', 'assignment_attachment', 'exam_attempt', 'exam_answer', 'exam_bookmark',
  'offline_exam_result', 'offline_exam_mark',
];

/** A dropped index or constraint and the statement that makes it again. */
export type Deferred = { name: string; create: string };

/**
 * Drops the loaded tables' indexes, primary keys and unique constraints, except those a
 * foreign key leans on (schedule's id, app_user's...), and returns how to make them again. An
 * index kept up row by row during a bulk load costs more than one built from sorted data:
 * measured here on 4.8 M attendance rows, 43 s loaded with both of its indexes, 9 s loaded
 * bare plus 11 s to build them. The generator's rows are unique by construction; building the
 * keys again checks it. All of it happens in the generator's one transaction, so a failure
 * rolls the drops back with the rows.
 */
export async function dropIndexes(trx: Transaction<DB>): Promise<Deferred[]> {
  const tables = sql`${LOADED_TABLES}::regclass[]`;
  const unreferenced = (index: string) => sql`not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = ${sql.ref(index)})`;
  const { rows: keys } = await sql<Deferred & { table: string }>`select c.conrelid::regclass::text as table, c.conname as name,
      'alter table ' || c.conrelid::regclass::text || ' add constraint ' || quote_ident(c.conname) || ' ' || pg_get_constraintdef(c.oid) as create
    from pg_constraint c
    where c.conrelid = any(${tables}) and c.contype in ('p', 'u') and ${unreferenced('c.conindid')}
    order by 1, 2`.execute(trx);
  const { rows: indexes } = await sql<Deferred>`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as create
    from pg_index i
    where i.indrelid = any(${tables}) and ${unreferenced('i.indexrelid')}
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`.execute(trx);
  for (const key of keys) await sql`alter table ${sql.raw(key.table)} drop constraint ${sql.id(key.name)}`.execute(trx);
  for (const index of indexes) await sql`drop index ${sql.raw(index.name)}`.execute(trx);
  return [...keys, ...indexes];
}

/** Makes the dropped keys and indexes again, exactly as the migrations defined them. */
export async function recreateIndexes(trx: Transaction<DB>, deferred: Deferred[], log: Log): Promise<void> {
  const started = performance.now();
  for (const d of deferred) await sql.raw(d.create).execute(trx);
  log(`indexes and keys: ${deferred.length} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

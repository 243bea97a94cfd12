import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/types.ts';

/** A column to fill and its PostgreSQL type (the arrays are cast to it). */
export type BulkColumn<R> = readonly [name: keyof R & string, pgType: string];

/** Rows per statement: one array parameter per column, so the count is bounded only by message size. */
const CHUNK = 5000;

/**
 * Inserts many rows with one `INSERT ... SELECT * FROM unnest($1::type[], ...)` per 5000 rows:
 * a parameter per column instead of one per value, several times faster than VALUES lists on
 * PGlite, where the demo seed of tens of thousands of timetable rows must stay quick.
 */
export async function bulkInsert<R extends object>(trx: Transaction<DB>, table: string, rows: readonly R[], columns: readonly BulkColumn<R>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const arrays = columns.map(([name, type]) => sql`${chunk.map((r) => r[name] ?? null)}::${sql.raw(type)}[]`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))}) select * from unnest(${sql.join(arrays)})`.execute(trx);
  }
}

/**
 * Ids for n new rows, taken as one range from the table's identity sequence, so rows that
 * point at them (attendance, recordings) can be built before the insert and later rows still
 * get fresh ids. Two calls instead of n nextval()s; nothing else inserts into the seeded
 * tables meanwhile (the seed runs under its advisory lock before the server listens, and the
 * portal has no call that writes a timetable).
 */
export async function reserveIds(trx: Transaction<DB>, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const seq = sql`pg_get_serial_sequence(${table}, 'id')`;
  const first = (await sql<{ id: number }>`select nextval(${seq})::int as id`.execute(trx)).rows[0]!.id;
  await sql`select setval(${seq}, ${first + n - 1})`.execute(trx);
  return Array.from({ length: n }, (_, i) => first + i);
}

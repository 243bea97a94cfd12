import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../apps/server/src/db/types.ts';
import type { Years } from './calendar.ts';

export type Log = (line: string) => void;

/** What every step receives: the open transaction, the sizes, the dates and the running counts. */
export type GenerateContext = {
  trx: Transaction<DB>;
  institutes: number;
  students: number;
  /** Today in India (YYYY-MM-DD) and the instant the run started: what is past and what is to come. */
  today: string;
  now: Date;
  years: Years;
  /** Rows added per table, in the order tables were first written. */
  added: Map<string, number>;
  log: Log;
};

/** Runs one INSERT and counts its rows under the table's name. */
export async function insert(ctx: GenerateContext, table: string, query: RawBuilder<unknown>): Promise<number> {
  const result = await query.execute(ctx.trx);
  const n = Number(result.numAffectedRows ?? 0n);
  ctx.added.set(table, (ctx.added.get(table) ?? 0) + n);
  return n;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const thousands = (n: number) => n.toLocaleString('en-US');

/**
 * A large table is filled a range of institutes at a time (about ten statements in all), so
 * each sort stays in memory-sized pieces and the run reports progress while it works.
 */
export async function byInstitutes(ctx: GenerateContext, table: string, build: (from: number, to: number) => RawBuilder<unknown>): Promise<void> {
  const started = performance.now();
  const step = Math.max(1, Math.ceil(ctx.institutes / 10));
  let rows = 0;
  for (let from = 1; from <= ctx.institutes; from += step) {
    const to = Math.min(ctx.institutes, from + step - 1);
    rows += await insert(ctx, table, build(from, to));
    if (to < ctx.institutes) ctx.log(`  ${table}: ${to}/${ctx.institutes} institutes, ${thousands(rows)} rows, ${seconds(started)} s`);
  }
  ctx.log(`${table}: ${thousands(rows)} rows in ${seconds(started)} s`);
}

/** A small table in one statement, reported the same way. */
export async function once(ctx: GenerateContext, table: string, query: RawBuilder<unknown>): Promise<void> {
  const started = performance.now();
  const rows = await insert(ctx, table, query);
  ctx.log(`${table}: ${thousands(rows)} rows in ${seconds(started)} s`);
}

/**
 * The first of n ids taken as one range from a table's identity sequence (the seed's
 * reserveIds without its array: here n runs to millions). Rows that point at them are computed
 * from the same arithmetic; gaps are fine, ids are only ever compared.
 */
export async function reserve(ctx: GenerateContext, table: string, n: number): Promise<number> {
  const seq = sql`pg_get_serial_sequence(${table}, 'id')`;
  const first = Number((await sql<{ id: string }>`select nextval(${seq}) as id`.execute(ctx.trx)).rows[0]!.id);
  if (n > 1) await sql`select setval(${seq}, ${first + n - 1})`.execute(ctx.trx);
  return first;
}

/**
 * roll(a, b): a number in [0, 1) fixed by its two arguments, so the same sizes give the same
 * data at every run (random() would differ, and a bench should not). A temporary function:
 * nothing of the generator stays in the schema.
 */
export async function createRoll(ctx: GenerateContext): Promise<void> {
  await sql`create function pg_temp.roll(a bigint, b bigint) returns float8 language sql immutable
    as $$ select (hashint8(a * 1000003 + b) & 2147483647)::float8 / 2147483648.0 $$`.execute(ctx.trx);
}


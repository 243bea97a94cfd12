import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { invalidField } from '../../../http-error.ts';

/** A place in the change order of migration 0033: after the row stamped (xid, seq). */
export type ChangeCursor = { xid: number; seq: number };
export type Stamped = { change_xid: number; change_seq: number };

const START: ChangeCursor = { xid: 0, seq: 0 };
const FORMAT = /^c1:(\d{1,15}):(\d{1,15})$/;

/** Opaque to callers (base64url), so the order's make-up may change without breaking them. */
export function encodeCursor(c: ChangeCursor): string {
  return Buffer.from(`c1:${c.xid}:${c.seq}`).toString('base64url');
}

/** The cursor a caller sent as `since`; none is the start; anything else a 400 naming `since`. */
export function decodeCursor(since: string | undefined): ChangeCursor {
  if (since === undefined || since === '') return START;
  const text = /^[A-Za-z0-9_-]+$/.test(since) ? Buffer.from(since, 'base64url').toString('latin1') : '';
  const m = FORMAT.exec(text);
  if (!m) throw invalidField('since', 'not a cursor of this API: send the `next` of the previous page, or leave since out to start from the first change');
  return { xid: Number(m[1]), seq: Number(m[2]) };
}

/**
 * The rows of `alias` stamped after the cursor, by transactions that have all finished: a
 * transaction still running may commit rows stamped below rows already visible, so nothing at or
 * past the oldest running one is handed out yet (it comes on a later call, never skipped).
 */
function changedAfter(alias: string, c: ChangeCursor): RawBuilder<SqlBool> {
  const xid = sql.ref(`${alias}.change_xid`);
  const seq = sql.ref(`${alias}.change_seq`);
  return sql<SqlBool>`(${xid}, ${seq}) > (${c.xid}, ${c.seq}) and ${xid} < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;
}

/**
 * A reader's query in the change order: the rows of `alias` after the cursor (changedAfter), by
 * their stamp, one more than a page (pageOf tells from it whether more wait). For `$call`.
 */
export function inChangeOrder(alias: string, cursor: ChangeCursor, limit: number) {
  return <D, T extends keyof D, O>(qb: SelectQueryBuilder<D, T, O>) =>
    qb
      .where(changedAfter(alias, cursor))
      .orderBy(sql.ref(`${alias}.change_xid`))
      .orderBy(sql.ref(`${alias}.change_seq`))
      .limit(limit + 1);
}

/** The institute's own id of a local row, when an import made it (retired links too: still its id). */
export function sourceIdOf(instituteId: number, area: string, localIdColumn: string): RawBuilder<string | null> {
  return sql<string | null>`(select sr.source_id from source_record sr where sr.institute_id = ${instituteId} and sr.area = ${area} and sr.local_id = ${sql.ref(localIdColumn)} order by sr.retired, sr.source_id limit 1)`;
}

/** A page of up to `limit` rows from `limit + 1` read: the rows, the next cursor, whether more wait. */
export function pageOf<R extends Stamped>(rows: R[], limit: number, since: string | undefined): { rows: R[]; next: string; hasMore: boolean } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = last ? encodeCursor({ xid: last.change_xid, seq: last.change_seq }) : (since || encodeCursor(START));
  return { rows: page, next, hasMore: rows.length > limit };
}

import type { Kysely } from 'kysely';
import type { TAuditEntry } from '@portal/contract';
import type { DB } from '../../../db/types.ts';
import type { ApiCaller } from '../../api-keys/api-keys.service.ts';
import { inChangeOrder, pageOf, type ChangeCursor } from './change-cursor.ts';
import type { ExportPage } from './export-reader.ts';

/** One export call, as the audit lists it: the key by id and name (never the key), the area, the rows. */
export async function logExport(db: Kysely<DB>, caller: ApiCaller, e: { area: string; since: string | undefined; rows: number; at: Date }): Promise<void> {
  await db
    .insertInto('export_log')
    .values({ institute_id: caller.instituteId, api_key_id: caller.keyId, key_name: caller.keyName, area: e.area, since: e.since ?? null, rows: e.rows, created_at: e.at })
    .execute();
}

/**
 * The institute's import jobs and export calls in change order (decision 083): a job comes
 * again once it finished, with its state and counts. Two reads of limit + 1, merged.
 */
export async function readAudit(db: Kysely<DB>, instituteId: number, cursor: ChangeCursor, since: string | undefined, limit: number): Promise<ExportPage<TAuditEntry>> {
  const jobs = await db
    .selectFrom('import_job as j')
    .select(['j.id', 'j.created_at', 'j.api_key_id', 'j.key_name', 'j.area', 'j.state', 'j.dry_run', 'j.created', 'j.updated', 'j.unchanged', 'j.deleted', 'j.failed', 'j.change_xid', 'j.change_seq'])
    .where('j.institute_id', '=', instituteId)
    .$call(inChangeOrder('j', cursor, limit))
    .execute();
  const exports = await db
    .selectFrom('export_log as e')
    .select(['e.id', 'e.created_at', 'e.api_key_id', 'e.key_name', 'e.area', 'e.rows', 'e.change_xid', 'e.change_seq'])
    .where('e.institute_id', '=', instituteId)
    .$call(inChangeOrder('e', cursor, limit))
    .execute();
  const entries = [
    ...jobs.map((j) => ({
      change_xid: j.change_xid,
      change_seq: j.change_seq,
      entry: {
        kind: 'import' as const,
        id: j.id,
        at: j.created_at.toISOString(),
        key_id: j.api_key_id,
        key_name: j.key_name,
        area: j.area,
        state: j.state,
        dry_run: j.dry_run,
        counts: { created: j.created, updated: j.updated, unchanged: j.unchanged, deleted: j.deleted, failed: j.failed },
        rows: null,
      },
    })),
    ...exports.map((e) => ({
      change_xid: e.change_xid,
      change_seq: e.change_seq,
      entry: { kind: 'export' as const, id: String(e.id), at: e.created_at.toISOString(), key_id: e.api_key_id, key_name: e.key_name, area: e.area, state: null, dry_run: null, counts: null, rows: e.rows },
    })),
  ].sort((a, b) => a.change_xid - b.change_xid || a.change_seq - b.change_seq);
  const page = pageOf(entries, limit, since);
  return { ...page, rows: page.rows.map((r) => r.entry) };
}

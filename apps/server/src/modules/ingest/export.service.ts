import type { Kysely } from 'kysely';
import type { ExportArea, TAuditEntry } from '@portal/contract';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import type { SignedLinks } from '../../lib/signed-links.ts';
import type { ApiCaller } from '../api-keys/api-keys.service.ts';
import { logExport, readAudit } from './exports/audit.repository.ts';
import { decodeCursor } from './exports/change-cursor.ts';
import type { ExportPage, ExportRead } from './exports/export-reader.ts';
import { EXPORT_READERS, type ExportRow } from './exports/index.ts';

/** How long a submitted file's signed address lasts: long enough to fetch a page's files. */
export const EXPORT_FILE_LINK_SECONDS = 15 * 60;

export type ExportQuery = { since?: string; limit: number };
export type ExportAnswer<A extends ExportArea> = { area: string; rows: ExportRow[A][]; next: string; has_more: boolean } & (A extends 'homework-submissions' ? { files_expire_at: string } : unknown);

/**
 * Exports and the audit trail of the integration API (decision 083). The key's institute bounds
 * every read; each export call is logged with the key's id and name and the rows handed out.
 */
export function createExportService({ db, clock, fileLinks }: { db: Kysely<DB>; clock: Clock; fileLinks: SignedLinks }) {
  return {
    async page<A extends ExportArea>(caller: ApiCaller, area: A, query: ExportQuery): Promise<ExportAnswer<A>> {
      const cursor = decodeCursor(query.since);
      const now = clock.now();
      const read: (q: ExportRead) => Promise<ExportPage<ExportRow[A]>> = EXPORT_READERS[area];
      const page = await read({ db, instituteId: caller.instituteId, cursor, since: query.since, limit: query.limit, fileLinks });
      await logExport(db, caller, { area, since: query.since, rows: page.rows.length, at: now });
      return {
        area,
        rows: page.rows,
        next: page.next,
        has_more: page.hasMore,
        ...(area === 'homework-submissions' ? { files_expire_at: new Date((Math.floor(now.getTime() / 1000) + EXPORT_FILE_LINK_SECONDS) * 1000).toISOString() } : {}),
      } as ExportAnswer<A>; // files_expire_at is there exactly when A is homework-submissions
    },

    /** Not itself logged: a poller of the audit would otherwise always find its own last call. */
    async audit(caller: ApiCaller, query: ExportQuery): Promise<{ area: string; rows: TAuditEntry[]; next: string; has_more: boolean }> {
      const page = await readAudit(db, caller.instituteId, decodeCursor(query.since), query.since, query.limit);
      return { area: 'audit', rows: page.rows, next: page.next, has_more: page.hasMore };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;

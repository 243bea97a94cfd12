import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { deletePendingUploads, stalePendingUploads } from './assignments.repository.ts';
import { removeEach } from '../../lib/file-store/remove-each.ts';

/** A pending key older than this was left by a crash: no save runs that long (requestTimeout is 15 minutes). */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * At start (decision 026): the uploads of saves that never committed — the process stopped
 * between writing a file and the transaction that names it — are removed with their pending
 * keys once an hour old. A key whose file cannot be removed stays for the next start. Only
 * keys registered in pending_upload are touched (homework uploads and profile photos, which
 * register theirs the same way), never another stored file.
 */
export async function sweepStaleUploads(deps: { db: Kysely<DB>; clock: Clock; files: FileStore; log: FastifyBaseLogger }): Promise<number> {
  const { db, clock, files, log } = deps;
  const keys = await stalePendingUploads(db, new Date(clock.now().getTime() - STALE_UPLOAD_MS));
  const removed = await removeEach(files, keys, (err, key) => log.warn({ err, key }, 'could not remove an abandoned upload'));
  await deletePendingUploads(db, removed);
  if (removed.length > 0) log.info({ removed: removed.length }, 'abandoned uploads removed');
  return removed.length;
}

import { createHash } from 'node:crypto';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { ERROR_CODES, type TIngestFile } from '@portal/contract';
import { UPLOAD_MIME } from '@portal/domain';
import type { Clock } from '../../../clock.ts';
import type { DB } from '../../../db/types.ts';
import { HttpError } from '../../../http-error.ts';
import { FileTooLargeError, newFileKey, StoreFullError, type FileStore } from '../../../lib/file-store/file-store.ts';
import { EmptyFileError, FileTypeRefusedError, UploadSniffer } from '../../../lib/file-store/upload-sniffer.ts';
import type { ApiCaller } from '../../api-keys/api-keys.service.ts';
import { finishJob, insertJob } from '../import-jobs.repository.ts';
import { refreshCopies } from './file-copies.repository.ts';

/** A recording of a three-hour class is well under this; a larger upload is refused, nothing kept. */
export const INGEST_FILE_MAX_BYTES = 4 * 1024 ** 3;

/** Counts the bytes and hashes them on their way to the store. */
class Digest extends Transform {
  private readonly hash = createHash('sha256');
  size = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null, chunk?: Buffer) => void): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    done(null, chunk);
  }
  hex(): string {
    return this.hash.digest('hex');
  }
}

function refusal(err: unknown): unknown {
  if (err instanceof FileTypeRefusedError) return new HttpError(415, ERROR_CODES.fileTypeNotAllowed, `name: ${err.message}; the types: Word, Excel, PowerPoint, PDF, text, images, mp4 video (the extension must match the content)`, [{ field: 'name', message: 'this type of file cannot be uploaded' }]);
  if (err instanceof EmptyFileError) return new HttpError(400, ERROR_CODES.validation, `body: ${err.message}`, [{ field: 'body', message: 'the file is empty' }]);
  if (err instanceof FileTooLargeError) return new HttpError(413, ERROR_CODES.uploadTooLarge, `body: the file is larger than ${INGEST_FILE_MAX_BYTES} bytes; nothing was kept`);
  if (err instanceof StoreFullError) return new HttpError(507, ERROR_CODES.storageFull, 'The file store is full; nothing of the file was kept. Tell the portal\'s administrator.');
  return err;
}

/**
 * Files of the integration API (decision 084): streamed into the store under a new key while
 * sniffed (the upload types of homework), counted and hashed; nothing is recorded until all of
 * it is stored. A source id keeps one key for good: new bytes are copied over it, so rows of
 * other areas that copied the key serve the new file; the same bytes and name again are a no-op.
 */
export function createIngestFilesService({ db, files, clock }: { db: Kysely<DB>; files: FileStore; clock: Clock }) {
  // Two uploads of one source id at once would race on its key: they take turns in this process.
  const turns = new Map<string, Promise<unknown>>();

  async function store(instituteId: number, sourceId: string, name: string, body: Readable): Promise<Omit<TIngestFile, 'job_id'>> {
    const sniffer = new UploadSniffer(name);
    const digest = new Digest();
    const through = new PassThrough();
    const fresh = newFileKey();
    // Both settle before anything is removed: a put still writing could otherwise leave its
    // partial file after the clean-up.
    const settled = await Promise.allSettled([
      pipeline(body, sniffer, digest, through),
      files.put(through, { maxBytes: INGEST_FILE_MAX_BYTES, key: fresh }).catch((err: unknown) => {
        // The store stopped reading (too large, disk full): stop the sender too.
        body.destroy();
        throw err;
      }),
    ]);
    const reasons = settled.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (reasons.length) {
      await files.remove(fresh);
      const refused = reasons.map(refusal).find((e) => e instanceof HttpError);
      throw refused ?? reasons[0];
    }
    const sha256 = digest.hex();
    const stored = { name, content_type: UPLOAD_MIME[sniffer.type!], size: digest.size, sha256, updated_at: clock.now() };
    const answer = (outcome: TIngestFile['outcome']): Omit<TIngestFile, 'job_id'> => ({ source_id: sourceId, name, content_type: stored.content_type, size: stored.size, sha256, outcome });

    const inserted = await db.insertInto('ingest_file').values({ institute_id: instituteId, source_id: sourceId, file_key: fresh, ...stored }).onConflict((oc) => oc.doNothing()).returning('file_key').executeTakeFirst();
    if (inserted) return answer('created');
    const had = await db.selectFrom('ingest_file').select(['file_key', 'sha256', 'name']).where('institute_id', '=', instituteId).where('source_id', '=', sourceId).executeTakeFirstOrThrow();
    if (had.sha256 === sha256 && had.name === name) {
      await files.remove(fresh);
      return answer('unchanged');
    }
    if (had.sha256 !== sha256) {
      // Copied, not renamed: the store's five calls have no rename, and the key must stay.
      await files.put(await files.open(fresh), { key: had.file_key });
    }
    await files.remove(fresh);
    await db.updateTable('ingest_file').set(stored).where('institute_id', '=', instituteId).where('source_id', '=', sourceId).execute();
    await refreshCopies(db, had.file_key, stored);
    return answer('updated');
  }

  return {
    /** Stores the upload's bytes as the institute's file `sourceId`. */
    async put(caller: ApiCaller, sourceId: string, name: string, body: Readable): Promise<TIngestFile> {
      const turn = `${caller.instituteId}\u0000${sourceId}`;
      const before = turns.get(turn) ?? Promise.resolve();
      const mine = before.catch(() => undefined).then(() => store(caller.instituteId, sourceId, name, body));
      turns.set(turn, mine);
      let stored: Omit<TIngestFile, 'job_id'>;
      try {
        stored = await mine;
      } finally {
        if (turns.get(turn) === mine) turns.delete(turn);
      }
      // In the audit trail with the imports (a job of one record): who sent which file, when.
      const at = clock.now();
      const jobId = await insertJob(db, { institute_id: caller.instituteId, api_key_id: caller.keyId, key_name: caller.keyName, area: 'files', mode: 'delta', scope: null, dry_run: false, atomic: true, created_at: at });
      const counts = { created: 0, updated: 0, unchanged: 0, deleted: 0, failed: 0, [stored.outcome]: 1 };
      await finishJob(db, jobId, { counts, problems: [], message: null, failed: false, at });
      return { ...stored, job_id: jobId };
    },
  };
}

export type IngestFilesService = ReturnType<typeof createIngestFilesService>;

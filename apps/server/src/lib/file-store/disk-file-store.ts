import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertFileKey,
  FileNotFoundError,
  FileTooLargeError,
  newFileKey,
  StoreFullError,
  type FileStore,
} from './file-store.ts';

const errorCode = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** A full disk or quota becomes StoreFullError; the size limit and anything else pass as they are. */
function storeError(err: unknown): unknown {
  const code = errorCode(err);
  return code === 'ENOSPC' || code === 'EDQUOT' ? new StoreFullError({ cause: err }) : err;
}

type Handle = Awaited<ReturnType<typeof open>>;

/** Writes a whole buffer (a write may take only part of it). */
async function writeAll(handle: Handle, chunk: Buffer): Promise<void> {
  let offset = 0;
  while (offset < chunk.length) offset += (await handle.write(chunk, offset)).bytesWritten;
}

/**
 * Copies the source into the open file, failing with FileTooLargeError as soon as more than
 * maxBytes came in. Iterating a stream rejects when it errors or is destroyed before its end
 * (an aborted upload), and leaving the loop early destroys it.
 */
async function copyInto(handle: Handle, source: Readable | Buffer, maxBytes: number): Promise<number> {
  let size = 0;
  for await (const chunk of Buffer.isBuffer(source) ? [source] : source) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array | string);
    size += bytes.length;
    if (size > maxBytes) throw new FileTooLargeError(maxBytes);
    await writeAll(handle, bytes);
  }
  return size;
}

/**
 * The file store on a local disk (the default): `<root>/<first 2 hex digits>/<key>`, so no
 * folder holds more than 1/256 of the files. `root` is `<DATA_DIR>/files`, outside the folder
 * the web app is served from, so a file is only ever read through a route that checked the
 * caller. Folders are created 0700 and files 0600 when first needed.
 *
 * A put writes `.<key>.tmp` in the file's own folder and renames it into place after an
 * fsync: the rename is atomic on one file system, so a reader sees the whole file or none.
 * Every failure removes the temporary file. Only a crash in the middle of a put can leave a
 * `.tmp` file behind; no key ever names it (keys are hex, temporary names start with a dot).
 * One disk serves one server: several servers need a shared store (S3-compatible, decision 021).
 */
export function createDiskFileStore(root: string): FileStore {
  const folderOf = (key: string) => join(root, key.slice(0, 2));
  const pathOf = (key: string) => join(folderOf(key), key);
  const tempOf = (key: string) => join(folderOf(key), `.${key}.tmp`);

  return {
    async put(source, opts = {}) {
      const maxBytes = opts.maxBytes ?? Number.POSITIVE_INFINITY;
      if (Buffer.isBuffer(source) && source.length > maxBytes) throw new FileTooLargeError(maxBytes);
      const key = opts.key ?? newFileKey();
      assertFileKey(key);
      const temp = tempOf(key);
      let created = false;
      try {
        await mkdir(folderOf(key), { recursive: true, mode: 0o700 });
        const handle = await open(temp, 'wx', 0o600);
        created = true;
        let size: number;
        try {
          size = await copyInto(handle, source, maxBytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, pathOf(key));
        return { key, size };
      } catch (err) {
        if (created) await rm(temp, { force: true });
        throw storeError(err);
      }
    },

    async open(key, range) {
      assertFileKey(key);
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : undefined);
      } catch (err) {
        if (errorCode(err) === 'ENOENT') throw new FileNotFoundError(key);
        throw err;
      }
    },

    async stat(key) {
      assertFileKey(key);
      try {
        const s = await stat(pathOf(key));
        return s.isFile() ? { size: s.size } : null;
      } catch (err) {
        if (errorCode(err) === 'ENOENT') return null;
        throw err;
      }
    },

    async remove(key) {
      assertFileKey(key);
      await rm(pathOf(key), { force: true });
      await rm(tempOf(key), { force: true });
    },
  };
}

import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskFileStore } from './disk-file-store.ts';
import { FileNotFoundError, FileTooLargeError, InvalidFileKeyError, newFileKey, StoreFullError, type FileStore } from './file-store.ts';

let root: string;
let store: FileStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'file-store-'));
  store = createDiskFileStore(join(root, 'files'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Every file (not folder) under the store, as paths relative to it. */
async function filesInStore(): Promise<string[]> {
  const entries = await readdir(join(root, 'files'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(root.length + '/files/'.length));
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream that sends some chunks, then fails (or ends early) as a dropped upload does. */
function failingStream(chunks: number, fail: Error | null): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent < chunks) {
        sent += 1;
        this.push(Buffer.alloc(1024, sent));
      } else if (fail) this.destroy(fail);
      else this.destroy();
    },
  });
}

describe('disk file store', () => {
  it('[FILE-STORE-1] put stores under a random 128-bit hex key sharded by its first two digits, and reads back', async () => {
    const a = await store.put(Buffer.from('first photo'));
    const b = await store.put(Readable.from([Buffer.from('second '), Buffer.from('photo')]));
    expect(a.key).toMatch(/^[0-9a-f]{32}$/);
    expect(b.key).not.toBe(a.key);
    expect(a.size).toBe(11);
    expect(b.size).toBe(12);
    expect((await filesInStore()).sort()).toEqual([`${a.key.slice(0, 2)}/${a.key}`, `${b.key.slice(0, 2)}/${b.key}`].sort());
    expect((await readAll(await store.open(b.key))).toString()).toBe('second photo');
    expect(await store.stat(a.key)).toEqual({ size: 11 });
    expect(await readFile(join(root, 'files', a.key.slice(0, 2), a.key), 'utf8')).toBe('first photo');
  });

  it('[FILE-STORE-2] a stream past maxBytes is refused with FileTooLargeError and leaves no file', async () => {
    const big = Readable.from(Array.from({ length: 10 }, () => Buffer.alloc(1000, 7)));
    await expect(store.put(big, { maxBytes: 4096 })).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(store.put(Buffer.alloc(4097), { maxBytes: 4096 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await filesInStore()).toEqual([]);
    // Exactly at the limit is accepted.
    const ok = await store.put(Buffer.alloc(4096), { maxBytes: 4096 });
    expect(ok.size).toBe(4096);
  });

  it('[FILE-STORE-2] an aborted or failing source leaves nothing behind', async () => {
    await expect(store.put(failingStream(3, null))).rejects.toThrow();
    await expect(store.put(failingStream(3, new Error('connection reset')))).rejects.toThrow('connection reset');
    expect(await filesInStore()).toEqual([]);
  });

  it('[FILE-STORE-2] a full disk (ENOSPC, EDQUOT) becomes StoreFullError and leaves nothing', async () => {
    for (const code of ['ENOSPC', 'EDQUOT']) {
      const full = Object.assign(new Error(`${code}: no space left on device, write`), { code });
      await expect(store.put(failingStream(2, full))).rejects.toBeInstanceOf(StoreFullError);
    }
    expect(await filesInStore()).toEqual([]);
  });

  it('[FILE-STORE-3] keys other than 32 hex digits are refused before any path is built', async () => {
    for (const key of ['../../etc/passwd', '..', '', 'ABCDEF0123456789ABCDEF0123456789', `${'a'.repeat(31)}/`, 'a'.repeat(33)]) {
      await expect(store.open(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(store.stat(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(store.remove(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    }
  });

  it('[FILE-STORE-4] an unknown key: open is FileNotFoundError, stat null; remove is idempotent', async () => {
    const missing = 'f'.repeat(32);
    await expect(store.open(missing)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await store.stat(missing)).toBeNull();
    const { key } = await store.put(Buffer.from('x'));
    await store.remove(key);
    await store.remove(key);
    await store.remove(missing);
    expect(await store.stat(key)).toBeNull();
    expect(await filesInStore()).toEqual([]);
  });

  it('[FILE-STORE-5] a caller-chosen key (decision 026): stored under it, checked like any key', async () => {
    const key = newFileKey();
    expect(await store.put(Readable.from([Buffer.from('homework')]), { key })).toEqual({ key, size: 8 });
    expect((await readAll(await store.open(key))).toString()).toBe('homework');
    await expect(store.put(Buffer.from('x'), { key: '../escape' })).rejects.toBeInstanceOf(InvalidFileKeyError);
    expect(await filesInStore()).toEqual([`${key.slice(0, 2)}/${key}`]);
  });

  it('[FILE-STORE-5] remove also clears the temporary file a crash left behind, so the key can be written again', async () => {
    const key = newFileKey();
    await mkdir(join(root, 'files', key.slice(0, 2)), { recursive: true });
    await writeFile(join(root, 'files', key.slice(0, 2), `.${key}.tmp`), 'half a file');
    await store.remove(key);
    expect(await filesInStore()).toEqual([]);
    await store.put(Buffer.from('whole'), { key });
    expect(await store.stat(key)).toEqual({ size: 5 });
  });
});

import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (profile photos now; homework uploads, documents and recordings
 * later): a flat space of opaque keys, never the user's file name. The disk store
 * (disk-file-store.ts) is the default; an S3-compatible store can implement the same five
 * calls (put = PutObject/multipart upload under a new key, open = GetObject's body, stat =
 * HeadObject, remove = DeleteObject). Callers keep the key in the database and decide who may
 * read a file; the store checks nothing but the key's shape.
 */
export type FileStore = {
  /**
   * Stores a file under a new random key, streamed. Nothing half-written ever becomes readable:
   * on a source error, an aborted source, more than maxBytes (FileTooLargeError) or a full disk
   * (StoreFullError) the partial data is removed and the promise rejects.
   * `key` (from newFileKey(), checked like any key) lets a caller record the key before the
   * write, so a crash between the write and the caller's commit leaves a trace to clean up
   * (decision 026); a put with a key that already names a file replaces it.
   */
  put(source: Readable | Buffer, opts?: { maxBytes?: number; key?: string }): Promise<{ key: string; size: number }>;
  /**
   * The file's bytes as a stream, or those from `range.start` to `range.end` (both included: an
   * HTTP Range; S3's GetObject takes the same); FileNotFoundError when there is no such file.
   */
  open(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** The file's size, or null when there is no such file. */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * Deletes the file, and what a put of this key cut short by a crash may have left; a missing
   * file is not an error (a retried clean-up must not fail).
   */
  remove(key: string): Promise<void>;
};

/** 128 random bits as 32 lower-case hex digits: unguessable, and safe as a path segment. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function newFileKey(): string {
  return randomBytes(16).toString('hex');
}

/** Whether a text is a key this store could have made (a route can answer 404 before any I/O). */
export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** More bytes than the caller allowed; nothing was kept. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** The disk (or quota) is full (ENOSPC, EDQUOT); nothing was kept. */
export class StoreFullError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The file store is full', options);
    this.name = 'StoreFullError';
  }
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super('No such file');
    this.name = 'FileNotFoundError';
  }
}

/** A key that is not 32 hex digits: refused before it can name any path. */
export class InvalidFileKeyError extends Error {
  constructor() {
    super('Invalid file key');
    this.name = 'InvalidFileKeyError';
  }
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new InvalidFileKeyError();
}

import { Transform, type TransformCallback } from 'node:stream';
import { sniffUploadType, UPLOAD_SNIFF_BYTES, type UploadType } from '@portal/domain';

/** A file whose bytes are not of an allowed type, or not of the type its name claims [ASSIGN-UPLOAD-5]. */
export class FileTypeRefusedError extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName}: this type of file cannot be uploaded`);
    this.name = 'FileTypeRefusedError';
  }
}

/** An empty file hands in nothing (decision 025). */
export class EmptyFileError extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName}: this file is empty`);
    this.name = 'EmptyFileError';
  }
}

/**
 * Passes an upload through while keeping its first UPLOAD_SNIFF_BYTES, and fails the stream as
 * soon as those bytes (or the whole file, if shorter) are not of an allowed type matching the
 * name (domain sniffUploadType): a renamed executable is stopped after its first 8 KB, not
 * after all of it. The store removes what it had written when the stream fails.
 */
export class UploadSniffer extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;
  /** The type the content was found to be, once checked. */
  type: UploadType | null = null;

  constructor(private readonly fileName: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (!this.checked) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes >= UPLOAD_SNIFF_BYTES) {
        const refused = this.check();
        if (refused) return done(refused);
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.checked ? null : this.check());
  }

  private check(): Error | null {
    this.checked = true;
    const bytes = Buffer.concat(this.head).subarray(0, UPLOAD_SNIFF_BYTES);
    this.head = [];
    if (bytes.length === 0) return new EmptyFileError(this.fileName);
    this.type = sniffUploadType(bytes, this.fileName);
    return this.type ? null : new FileTypeRefusedError(this.fileName);
  }
}

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_TOTAL_BYTES } from '@portal/domain';
import { ZUpdateAssignmentResponse } from '@portal/contract';
import { createDiskFileStore } from '../../lib/file-store/disk-file-store.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { assignmentId, largePdf, multipartBody, pdfBytes, postUpdate, saveJson, storedFiles, submissionState, UPDATE_URL } from './upload-test-helpers.ts';

const TANVI = [5016] as [number];

/** A disk store whose disk fills up after `room` bytes of any one file: the write fails with ENOSPC. */
function fullDiskStore(dir: string, room: number): FileStore {
  const disk = createDiskFileStore(dir);
  return {
    ...disk,
    put(source, opts) {
      if (Buffer.isBuffer(source)) return disk.put(source, opts);
      let written = 0;
      const filling = new Transform({
        transform(chunk: Buffer, _e, done) {
          written += chunk.length;
          if (written > room) done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
          else done(null, chunk);
        },
      });
      source.on('error', (err) => filling.destroy(err));
      // The disk can fill before put starts reading; put still sees the stream's error then.
      filling.on('error', () => undefined);
      return disk.put(source.pipe(filling), opts);
    },
  };
}

let t: TestApp;
let tanvi: string;
let fileId: number;

beforeAll(async () => {
  t = await createTestApp();
  tanvi = (await signIn(t.app, '9000000013')).token!;
  fileId = await assignmentId(t, 'Science project: Model of the solar system', 'Class 8 - A');
});
afterAll(() => t.close());

describe('upload limits that keep nothing half-done [API-ASSIGN-6]', () => {
  it('[ASSIGN-UPLOAD-3] 157,286,400 bytes + 1 is refused with 413 UPLOAD_TOO_LARGE and nothing is left on disk', async () => {
    const before = await storedFiles(t);
    const res = await postUpdate(t.app, tanvi, saveJson({ file_id: fileId, studentId_array: TANVI }), [
      { name: 'video-notes.pdf', body: largePdf(MAX_TOTAL_BYTES + 1) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    expect(await storedFiles(t)).toEqual(before);
    expect(await submissionState(t, fileId, 5016)).toMatchObject({ submission: undefined, attachments: [], pending: [] });
  }, 120_000);

  it('[ASSIGN-UPLOAD-2] the limit is on the total: two files that together pass it are refused, the first one removed', async () => {
    const before = await storedFiles(t);
    const half = Math.floor(MAX_TOTAL_BYTES / 2);
    const res = await postUpdate(t.app, tanvi, saveJson({ file_id: fileId, studentId_array: TANVI }), [
      { name: 'part-1.pdf', body: largePdf(half) },
      { name: 'part-2.pdf', body: largePdf(half + 2) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(await storedFiles(t)).toEqual(before);
    expect((await submissionState(t, fileId, 5016)).pending).toEqual([]);
  }, 120_000);

  it('[ASSIGN-UPLOAD-3] exactly 157,286,400 bytes is accepted', async () => {
    const res = await postUpdate(t.app, tanvi, saveJson({ file_id: fileId, studentId_array: TANVI }), [{ name: 'exact.pdf', body: largePdf(MAX_TOTAL_BYTES) }]);
    expect(res.statusCode).toBe(200);
    expect(ZUpdateAssignmentResponse.parse(res.json()).result.student_attachment[0]).toMatchObject({ size: 150 });
    // Replace it with a small file, so the big one leaves the disk again.
    const small = await postUpdate(t.app, tanvi, saveJson({ file_id: fileId, studentId_array: TANVI }), [{ name: 'small.pdf', body: pdfBytes() }]);
    expect(small.statusCode).toBe(200);
  }, 120_000);

  it('[API-ASSIGN-6] a client that goes away mid-upload leaves no file and no row', async () => {
    const map = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
    const before = await storedFiles(t);
    const rows = await submissionState(t, map, 5016);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = multipartBody(saveJson({ file_id: map, studentId_array: TANVI }), [{ name: 'big.pdf', body: largePdf(64 * 1024 * 1024) }]);
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: UPDATE_URL, headers: { ...withSession(tanvi), 'content-type': body.contentType } });
    const failed = new Promise<void>((resolve) => req.on('error', () => resolve()));
    const stream = body.stream();
    let sent = 0;
    for await (const chunk of stream) {
      if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      sent += (chunk as Buffer).length;
      // Stop once the server is writing the file (its key is registered) and some MB went out.
      if (sent > 8 * 1024 * 1024 && (await t.database.db.selectFrom('pending_upload').select('file_key').execute()).length > 0) break;
    }
    stream.destroy();
    req.destroy();
    await failed;
    // The server notices the closed socket and cleans up; wait for that state (bounded by a
    // generous time, not a count of tries that a busy machine can use up before the cleanup).
    await vi.waitFor(
      async () => {
        expect(await storedFiles(t)).toEqual(before);
        expect(await submissionState(t, map, 5016)).toEqual(rows);
      },
      { timeout: 30_000, interval: 50 },
    );
  }, 60_000);
});

describe('a full disk [API-ASSIGN-6]', () => {
  let full: TestApp;
  let token: string;
  beforeAll(async () => {
    full = await createTestApp({ fileStore: (dir) => fullDiskStore(dir, 64 * 1024) });
    token = (await signIn(full.app, '9000000013')).token!;
  });
  afterAll(() => full.close());

  it('[API-ASSIGN-6] ENOSPC while writing answers 507 STORAGE_FULL and keeps nothing, the files already written included', async () => {
    const id = await assignmentId(full, 'Science project: Model of the solar system', 'Class 8 - A');
    const before = await storedFiles(full);
    const res = await postUpdate(full.app, token, saveJson({ file_id: id, studentId_array: TANVI }), [
      { name: 'fits.pdf', body: pdfBytes() },
      { name: 'too-big-for-the-disk.pdf', body: largePdf(1024 * 1024) },
    ]);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toMatchObject({ code: 'STORAGE_FULL' });
    expect(await storedFiles(full)).toEqual(before);
    expect(await submissionState(full, id, 5016)).toMatchObject({ submission: undefined, attachments: [], pending: [] });
  });
});

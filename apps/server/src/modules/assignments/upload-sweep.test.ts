import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoFiles } from '../../demo/assignments-files.ts';
import { newFileKey } from '../../lib/file-store/file-store.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { storedFiles } from './upload-test-helpers.ts';
import { STALE_UPLOAD_MS, sweepStaleUploads } from './upload-sweep.ts';

let t: TestApp;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('files left by a crash, and the demo files [API-ASSIGN-6]', () => {
  it('[API-ASSIGN-6] the start-up sweep removes uploads whose save never committed once an hour old, and only those', async () => {
    const now = t.clock.now().getTime();
    const stale = newFileKey();
    const fresh = newFileKey();
    const crashedMidWrite = newFileKey();
    await t.files.put(Buffer.from('%PDF- never committed'), { key: stale });
    await t.files.put(Buffer.from('%PDF- still uploading'), { key: fresh });
    // A crash in the middle of a put leaves its temporary file.
    await mkdir(join(t.filesDir, crashedMidWrite.slice(0, 2)), { recursive: true });
    await writeFile(join(t.filesDir, crashedMidWrite.slice(0, 2), `.${crashedMidWrite}.tmp`), 'half');
    const before = await storedFiles(t);
    await t.database.db
      .insertInto('pending_upload')
      .values([
        { file_key: stale, created_at: new Date(now - STALE_UPLOAD_MS - 1000) },
        { file_key: crashedMidWrite, created_at: new Date(now - 2 * STALE_UPLOAD_MS) },
        { file_key: fresh, created_at: new Date(now - 60_000) },
      ])
      .execute();

    expect(await sweepStaleUploads({ db: t.database.db, clock: t.clock, files: t.files, log: quiet })).toBe(2);
    const after = await storedFiles(t);
    expect(before.filter((f) => !after.includes(f)).sort()).toEqual(
      [`${stale.slice(0, 2)}/${stale}`, `${crashedMidWrite.slice(0, 2)}/.${crashedMidWrite}.tmp`].sort(),
    );
    expect((await t.database.db.selectFrom('pending_upload').select('file_key').execute()).map((r) => r.file_key)).toEqual([fresh]);
    await t.database.db.deleteFrom('pending_upload').execute();
    await t.files.remove(fresh);
  });

  it('[API-ASSIGN-6] the demo files are in a new store once the app is ready, and a missing one is written back with its bytes', async () => {
    const demo = await t.database.db.selectFrom('demo_file').select(['file_key', 'bytes']).execute();
    expect(demo.length).toBeGreaterThanOrEqual(8);
    const present = await storedFiles(t);
    for (const { file_key } of demo) expect(present).toContain(`${file_key.slice(0, 2)}/${file_key}`);
    expect(await ensureDemoFiles(t.files, t.database.db)).toBe(0);

    const lost = demo[0]!;
    await t.files.remove(lost.file_key);
    await writeFile(join(t.filesDir, lost.file_key.slice(0, 2), `.${lost.file_key}.tmp`), 'left by a crash');
    expect(await ensureDemoFiles(t.files, t.database.db)).toBe(1);
    const chunks: Buffer[] = [];
    for await (const chunk of await t.files.open(lost.file_key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(Buffer.from(lost.bytes))).toBe(true);
    expect(await storedFiles(t)).toEqual(present);
  });
});

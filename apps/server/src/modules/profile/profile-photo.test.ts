import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProfileUpdateResponse, ZSessionResponse } from '@portal/contract';
import { PHOTO_MAX_BYTES } from '@portal/domain';
import { sql } from 'kysely';
import { createDiskFileStore } from '../../lib/file-store/disk-file-store.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { STALE_UPLOAD_MS, sweepStaleUploads } from '../assignments/upload-sweep.ts';

let t: TestApp;
let aarav: string;

const PHOTO_URL = /^\/api\/v1\/profiles\/photo\/([0-9a-f]{32})$/;

/**
 * Every file in the test app's store (its demo files too), as '<shard>/<name>', temporary
 * files included so that leftovers show.
 */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath.split('/').at(-1)}/${e.name}`).sort();
}

const fileOf = (key: string) => `${key.slice(0, 2)}/${key}`;

function upload(token: string, photo: Buffer | string, user = 1001) {
  const base64 = typeof photo === 'string' ? photo : photo.toString('base64');
  return t.app.inject({ method: 'PUT', url: `/api/v1/profiles/update/101/${user}`, headers: withSession(token), payload: { photo: base64 } });
}

function getPhoto(token: string | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? withSession(token) : { source: 'WEB' } });
}

async function photoOf(userId: number) {
  return t.database.db.selectFrom('app_user').select(['photo_key', 'photo_url']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** A PNG whose header claims 10000 x 10000 pixels in a few dozen bytes: a decompression bomb. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(10_000, 0);
  ihdr.writeUInt32BE(10_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Set by a test: the store cannot remove files (a disk gone read-only). */
let removalFails = false;

beforeAll(async () => {
  t = await createTestApp({
    fileStore: (dir) => {
      const disk = createDiskFileStore(dir);
      return { ...disk, remove: (key) => (removalFails ? Promise.reject(new Error('read-only file system')) : disk.remove(key)) };
    },
  });
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

describe('profile photo [API-PROFILE-2] [PROFILE-PHOTO-2]', () => {
  let firstUrl = '';

  it('[PROFILE-PHOTO-2] a PNG is resized to fit 512 x 512, stored as JPEG under a random key, and answered as photo_url', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } }).png().toBuffer();
    const before = await storedFiles();
    const res = await upload(aarav, png);
    expect(res.statusCode, res.body).toBe(200);
    const profile = ZProfileUpdateResponse.parse(res.json()).result;
    const key = PHOTO_URL.exec(profile.photo_url ?? '')?.[1];
    expect(key).toBeDefined();
    expect(await photoOf(1001)).toEqual({ photo_key: key, photo_url: profile.photo_url });
    expect(await storedFiles()).toEqual([...before, fileOf(key!)].sort());
    firstUrl = profile.photo_url!;

    const served = await getPhoto(aarav, firstUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
  });

  it('[PROFILE-PHOTO-2] a new photo replaces the old: upright by its EXIF orientation, metadata (GPS) dropped, old file removed', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#cc3333' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await storedFiles();
    const res = await upload(aarav, jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const url = ZProfileUpdateResponse.parse(res.json()).result.photo_url!;
    const key = PHOTO_URL.exec(url)![1]!;
    expect(url).not.toBe(firstUrl);
    const firstKey = PHOTO_URL.exec(firstUrl)![1]!;
    expect(await storedFiles()).toEqual([...before.filter((f) => f !== fileOf(firstKey)), fileOf(key)].sort());
    expect(before).toContain(fileOf(firstKey));
    expect((await getPhoto(aarav, firstUrl)).statusCode).toBe(404);

    const meta = await sharp((await getPhoto(aarav, url)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('[PROFILE-HEAD-1] the session view (reload or a new login) shows the new photo', async () => {
    const { photo_url } = await photoOf(1001);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: withSession(aarav) });
    expect(ZSessionResponse.parse(res.json()).result.photo_url).toBe(photo_url);
    expect((await signIn(t.app, '9000000001')).session.photo_url).toBe(photo_url);
  });

  it('[issue 12] the photo is never kept by the browser (no-store, no validator), so it cannot outlive the session in its cache', async () => {
    const { photo_url } = await photoOf(1001);
    const served = await getPhoto(aarav, photo_url!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.headers['etag']).toBeUndefined();
    expect(served.headers['last-modified']).toBeUndefined();
    // Signed out, the address answers nothing of the photo.
    const out = await t.app.inject({ url: '/api/v1/alternateLogin/logout', headers: withSession(aarav) });
    expect(out.statusCode).toBe(200);
    const after = await getPhoto(aarav, photo_url!);
    expect(after.statusCode).toBe(403);
    expect(after.headers['content-type']).not.toBe('image/jpeg');
    aarav = (await signIn(t.app, '9000000001')).token!;
  });

  it('[PROFILE-PHOTO-2] the photo is served to its owner and their parent, and is 404 to anyone else', async () => {
    const { photo_url } = await photoOf(1001);
    const parentActingForAnanya = (await signIn(t.app, '9000000010', { student_id: 5011 })).token!;
    expect((await getPhoto(parentActingForAnanya, photo_url!)).statusCode).toBe(200);
    const classmate = (await signIn(t.app, '9000000004', { user_id: 1004, institute_id: 101, user_type: 1 })).token!;
    const otherInstitute = (await signIn(t.app, '9000000002')).token!;
    const otherParent = (await signIn(t.app, '9000000011')).token!;
    for (const token of [classmate, otherInstitute, otherParent]) {
      expect((await getPhoto(token, photo_url!)).statusCode).toBe(404);
    }
    expect((await getPhoto(null, photo_url!)).statusCode).toBe(403);
    expect((await getPhoto(aarav, `/api/v1/profiles/photo/${'0'.repeat(32)}`)).statusCode).toBe(404);
    expect((await getPhoto(aarav, '/api/v1/profiles/photo/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('[PROFILE-PHOTO-1] content that is not a JPEG, PNG or WebP is refused (415) whatever it is called; nothing is stored', async () => {
    const before = await storedFiles();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const text = Buffer.from('just a text file renamed photo.png');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const brokenPng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    for (const bytes of [pdf, text, svg, brokenPng]) {
      const res = await upload(aarav, bytes);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', message: 'photo: Please choose a JPEG, PNG or WebP image' });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('[PROFILE-PHOTO-1] a photo over 5 MiB is refused with 413 before decoding; a decompression bomb too; nothing is stored', async () => {
    const before = await storedFiles();
    const oversized = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    oversized.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(aarav, oversized);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: 'photo: Please choose an image of at most 5 MB' });

    const bomb = await upload(aarav, pngBomb());
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toBe('photo: Please choose an image of at most 50 megapixels');
    expect(await storedFiles()).toEqual(before);
  });

  it('[PROFILE-PHOTO-2] a failed save keeps the old photo and removes the new file', async () => {
    const before = await photoOf(1001);
    const files = await storedFiles();
    await sql`create function refuse_photo() returns trigger language plpgsql as $$
      begin raise exception 'photo save fails in this test'; end $$`.execute(t.database.db);
    await sql`create trigger refuse_photo before update of photo_key on app_user
      for each row execute function refuse_photo()`.execute(t.database.db);
    try {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00aa00' } }).png().toBuffer();
      expect((await upload(aarav, png)).statusCode).toBe(500);
      expect(await photoOf(1001)).toEqual(before);
      expect(await storedFiles()).toEqual(files);
      expect((await getPhoto(aarav, before.photo_url!)).statusCode).toBe(200);
    } finally {
      await sql`drop trigger refuse_photo on app_user`.execute(t.database.db);
    }
  });

  it('[PROFILE-PHOTO-2] a photo orphaned by a save that failed and could not clean up is swept at a start once an hour old', async () => {
    const pendingKeys = async () => (await t.database.db.selectFrom('pending_upload').select('file_key').execute()).map((r) => r.file_key);
    // The successful saves above left no pending key: it goes in their transaction.
    expect(await pendingKeys()).toEqual([]);
    const before = await photoOf(1001);
    const files = await storedFiles();
    await sql`create or replace function refuse_photo() returns trigger language plpgsql as $$
      begin raise exception 'photo save fails in this test'; end $$`.execute(t.database.db);
    await sql`create trigger refuse_photo before update of photo_key on app_user
      for each row execute function refuse_photo()`.execute(t.database.db);
    removalFails = true;
    try {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa00aa' } }).png().toBuffer();
      expect((await upload(aarav, png)).statusCode).toBe(500);
    } finally {
      removalFails = false;
      await sql`drop trigger refuse_photo on app_user`.execute(t.database.db);
    }
    expect(await photoOf(1001)).toEqual(before);
    const [orphan] = await pendingKeys();
    expect(await storedFiles()).toEqual([...files, fileOf(orphan!)].sort());

    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
    const at = (ms: number) => ({ now: () => new Date(t.clock.now().getTime() + ms) });
    expect(await sweepStaleUploads({ db: t.database.db, clock: at(0), files: t.files, log: quiet })).toBe(0);
    expect(await sweepStaleUploads({ db: t.database.db, clock: at(STALE_UPLOAD_MS + 1000), files: t.files, log: quiet })).toBe(1);
    expect(await storedFiles()).toEqual(files);
    expect(await pendingKeys()).toEqual([]);
  });

  it('[PROFILE-EDIT-2] a photo change is refused like any edit where the institute does not allow it, nothing stored', async () => {
    const before = await storedFiles();
    await t.database.db.updateTable('institute').set({ student_self_edit: false }).where('id', '=', 101).execute();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0000aa' } }).png().toBuffer();
    expect((await upload(aarav, png)).statusCode).toBe(409);
    expect(await storedFiles()).toEqual(before);
  });
});

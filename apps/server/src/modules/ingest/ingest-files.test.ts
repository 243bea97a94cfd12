import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZIngestFile } from '@portal/contract';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 084): PUT /api/ingest/v1/files/{source_id} streams a file into the store.
const { ctx } = ingestTestApp();
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_000, 0x41)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0)]);

async function putFile(sourceId: string, name: string, bytes: Buffer, key = ctx.key, type = 'application/octet-stream') {
  return ctx.t.app.inject({ method: 'PUT', url: `/api/ingest/v1/files/${encodeURIComponent(sourceId)}?name=${encodeURIComponent(name)}`, headers: { authorization: `Bearer ${key}`, 'content-type': type }, payload: bytes });
}
const rowOf = (instituteId: number, sourceId: string) => ctx.t.database.db.selectFrom('ingest_file').selectAll().where('institute_id', '=', instituteId).where('source_id', '=', sourceId).executeTakeFirst();
async function storedBytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.t.files.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('[issue 34] PUT /api/ingest/v1/files/{source_id}', () => {
  it('stores the bytes under one key for good: created, the same again unchanged, new bytes copied over the same key', async () => {
    const first = await putFile('F-1', 'chapter-1.pdf', PDF, ctx.key, 'application/pdf');
    expect(first.statusCode, first.body).toBe(201);
    expect(ZIngestFile.parse(first.json())).toMatchObject({ source_id: 'F-1', name: 'chapter-1.pdf', content_type: 'application/pdf', size: PDF.length, outcome: 'created' });
    const row = (await rowOf(102, 'F-1'))!;
    expect(await storedBytes(row.file_key)).toEqual(PDF);

    const again = await putFile('F-1', 'chapter-1.pdf', PDF);
    expect(again.json()).toMatchObject({ outcome: 'unchanged' });
    // Each upload is in the audit trail as a job of one record, with the key's name.
    const job = await ctx.t.app.inject({ method: 'GET', url: `/api/ingest/v1/jobs/${again.json().job_id}`, headers: { authorization: `Bearer ${ctx.key}` } });
    expect(job.json()).toMatchObject({ area: 'files', state: 'done', counts: { unchanged: 1 } });
    const changed = Buffer.concat([PDF, Buffer.from('more')]);
    expect((await putFile('F-1', 'chapter-1.pdf', changed)).json()).toMatchObject({ outcome: 'updated', size: changed.length });
    const after = (await rowOf(102, 'F-1'))!;
    expect(after.file_key).toBe(row.file_key);
    expect(await storedBytes(after.file_key)).toEqual(changed);
    expect((await putFile('F-1', 'chapter-one.pdf', changed)).json()).toMatchObject({ outcome: 'updated', name: 'chapter-one.pdf' });
  });

  it('refuses what homework uploads refuse, naming the field, and keeps nothing', async () => {
    // Files only: the store's two-letter folders may stay.
    const storedFiles = () => readdirSync(ctx.t.filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
    const before = storedFiles();
    const exe = await putFile('F-2', 'notes.pdf', EXE);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errors).toEqual([{ field: 'name', message: 'this type of file cannot be uploaded' }]);
    const empty = await putFile('F-2', 'notes.pdf', Buffer.alloc(0));
    expect([empty.statusCode, empty.json().errors?.[0]?.field]).toEqual([400, 'body']);
    const noName = await ctx.t.app.inject({ method: 'PUT', url: '/api/ingest/v1/files/F-2', headers: { authorization: `Bearer ${ctx.key}` }, payload: PDF });
    expect([noName.statusCode, noName.json().errors?.[0]?.field]).toEqual([400, 'name']);
    const folder = await putFile('F-2', '../../etc/passwd.txt', PDF);
    expect([folder.statusCode, folder.json().errors?.[0]?.field]).toEqual([400, 'name']);
    expect(await rowOf(102, 'F-2')).toBeUndefined();
    expect(storedFiles()).toBe(before);
  });

  it("another institute's key has its own files: the same source id is not the first institute's", async () => {
    const other = await putFile('F-1', 'theirs.pdf', PDF, ctx.otherKey);
    expect(other.json()).toMatchObject({ outcome: 'created', name: 'theirs.pdf' });
    expect((await rowOf(102, 'F-1'))!.name).toBe('chapter-one.pdf');
    expect((await rowOf(101, 'F-1'))!.file_key).not.toBe((await rowOf(102, 'F-1'))!.file_key);
  });

  it('new bytes reach the rows that copied the file: a homework attachment shows the new size', async () => {
    await putFile('F-HW', 'sheet.pdf', PDF);
    await ctx.t.app.inject({ method: 'PUT', url: '/api/ingest/v1/batches', headers: { authorization: `Bearer ${ctx.key}` }, payload: { records: [{ source_id: 'F-B', name: 'Files batch' }] } });
    const homework = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/ingest/v1/homework',
      headers: { authorization: `Bearer ${ctx.key}` },
      payload: { records: [{ source_id: 'F-H', batch_source_id: 'F-B', title: 'Files homework', subject: 'Maths', due_date: '2099-01-10', file_source_ids: ['F-HW'] }] },
    });
    expect(homework.json().counts).toMatchObject({ created: 1 });
    const key = (await rowOf(102, 'F-HW'))!.file_key;
    const sizeOf = async () => (await ctx.t.database.db.selectFrom('assignment_attachment').select('file_size').where('file_key', '=', key).executeTakeFirstOrThrow()).file_size;
    expect(await sizeOf()).toBe(PDF.length);
    const longer = Buffer.concat([PDF, Buffer.alloc(1000, 0x42)]);
    await putFile('F-HW', 'sheet.pdf', longer);
    expect(await sizeOf()).toBe(longer.length);
  });

  it('needs a key with write:files', async () => {
    expect((await putFile('F-3', 'a.pdf', PDF, 'nope')).statusCode).toBe(401);
  });
});

import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TUpdateAssignmentJson } from '@portal/contract';
import type { TestApp } from '../../testing/create-test-app.ts';
import { withSession } from '../../testing/login-helpers.ts';

export const UPDATE_URL = '/api/v2/onlineAssignment/student/updateAssignment';
export const LIST_URL = '/api/v2/onlineAssignment/student/getAssignmentsDetail';

/** A file part: its bytes, or a function making a fresh stream of them (large bodies are never held in memory). */
export type FilePart = { name: string; body: Buffer | (() => AsyncIterable<Buffer>); field?: string; type?: string };

const CRLF = '\r\n';

/** A PDF's first bytes: enough for the content check. */
export const pdfBytes = (text = 'homework') => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
export const pngBytes = () => Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** `size` bytes starting with a PDF header, produced 1 MB at a time from one reused buffer. */
export function largePdf(size: number): () => AsyncIterable<Buffer> {
  return async function* () {
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const header = Buffer.from('%PDF-1.4\n');
    yield header;
    let left = size - header.length;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
      left -= n;
    }
  };
}

/**
 * How the parts are ordered: ours sends fileJson first; the spec's client appends the files
 * first, the text null as `files` when there is none, and fileJson last (issue 12, item 10).
 */
export type PartOrder = 'fileJson-first' | 'spec-client';

/**
 * A multipart/form-data body as a client sends it [API-ASSIGN-6]: fileJson as a plain field
 * (as FormData sends a string), each file as a part named `files`, streamed; by default in our
 * web client's order (fileJson first).
 */
export function multipartBody(fileJson: unknown, files: readonly FilePart[] = [], order: PartOrder = 'fileJson-first') {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) => Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`);
  async function* parts() {
    const json = typeof fileJson === 'string' ? fileJson : JSON.stringify(fileJson);
    if (order === 'fileJson-first') yield field('fileJson', json);
    else if (files.length === 0) yield field('files', 'null');
    for (const f of files) {
      // As a browser writes it: UTF-8, a double quote as %22 (HTML's multipart form encoding).
      const filename = f.name.replaceAll('"', '%22');
      const head = `--${boundary}${CRLF}Content-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${filename}"${CRLF}Content-Type: ${f.type ?? 'application/octet-stream'}${CRLF}${CRLF}`;
      yield Buffer.from(head);
      if (Buffer.isBuffer(f.body)) yield f.body;
      else yield* f.body();
      yield Buffer.from(CRLF);
    }
    if (order === 'spec-client') yield field('fileJson', json);
    yield Buffer.from(`--${boundary}--${CRLF}`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, stream: () => Readable.from(parts()) };
}

/** The fileJson of a save by a student. */
export function saveJson(over: Partial<TUpdateAssignmentJson> & { file_id: number; studentId_array: [number] }, instituteId = 101): TUpdateAssignmentJson {
  return { institute_id: instituteId, category_id: 255, student_status: 'Draft', student_comment: '', attachmentId_array: [], url_lists: [], ...over };
}

/** POST updateAssignment through inject. */
export async function postUpdate(app: FastifyInstance, token: string, fileJson: unknown, files: readonly FilePart[] = [], order?: PartOrder) {
  const body = multipartBody(fileJson, files, order);
  return app.inject({
    method: 'POST',
    url: UPDATE_URL,
    headers: { ...withSession(token), 'content-type': body.contentType },
    payload: body.stream(),
  });
}

/** Every file (not folder) in the test app's store, temporary files included. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`.slice(t.filesDir.length + 1)).sort();
}

/** An assignment's id by its title (the demo ids are generated). */
export async function assignmentId(t: TestApp, title: string, batch: string, yearId?: number): Promise<number> {
  let q = t.database.db
    .selectFrom('assignment as a')
    .innerJoin('batch as b', 'b.id', 'a.batch_id')
    .select('a.id')
    .where('a.title', '=', title)
    .where('b.name', '=', batch);
  if (yearId !== undefined) q = q.where('b.academic_year_id', '=', yearId);
  const row = await q.executeTakeFirstOrThrow();
  return row.id;
}

/** What a student has on an assignment: the submission row and the attachment rows. */
export async function submissionState(t: TestApp, fileId: number, studentId: number) {
  const db = t.database.db;
  const [submission, attachments, pending] = await Promise.all([
    db.selectFrom('assignment_submission').selectAll().where('assignment_id', '=', fileId).where('student_id', '=', studentId).executeTakeFirst(),
    db.selectFrom('assignment_attachment').selectAll().where('assignment_id', '=', fileId).where('student_id', '=', studentId).orderBy('id').execute(),
    db.selectFrom('pending_upload').select('file_key').execute(),
  ]);
  return { submission, attachments, pending };
}

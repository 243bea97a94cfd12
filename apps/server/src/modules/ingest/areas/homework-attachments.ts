import type { AttachmentKind } from '../../../db/types-assignments.ts';
import type { AreaContext } from '../area-handler.ts';
import { fileOf } from '../files/file-ref.ts';

/** An attachment as a homework record asks for it: a file copied from ingest_file, or a link. */
type WantedAttachment = { file_name: string; file_key: string | null; file_size: number | null; content_type: string | null; url: string | null };

/** The files a record names (each once, in order) and its links, resolved; an unknown file fails the record naming `field`. */
export async function wantedAttachments(ctx: AreaContext, fileIds: readonly string[], links: readonly string[], field: string): Promise<WantedAttachment[]> {
  const wanted: WantedAttachment[] = [];
  for (const id of new Set(fileIds)) {
    const f = await fileOf(ctx, id, field);
    wanted.push({ file_name: f.name, file_key: f.fileKey, file_size: f.size, content_type: f.contentType, url: null });
  }
  // A link's name is its address: the records are flat (CSV columns), with no room for a title.
  for (const url of new Set(links.map((l) => l.trim()))) wanted.push({ file_name: url, file_key: null, file_size: null, content_type: null, url });
  return wanted;
}

/**
 * Makes the homework's attachments of `kind` those wanted. A file or link already there keeps
 * its row (and id: a student's open page still downloads it), its name and size brought up to
 * date; the others are removed and the new ones added. The stored bytes are never removed here:
 * an uploaded file belongs to the institute's files (decision 084), which other records may name.
 */
export async function replaceAttachments(ctx: AreaContext, assignmentId: number, kind: Exclude<AttachmentKind, 'student'>, wanted: readonly WantedAttachment[]): Promise<void> {
  const { trx, now } = ctx;
  const existing = await trx.selectFrom('assignment_attachment').select(['id', 'file_name', 'file_key', 'file_size', 'content_type', 'url']).where('assignment_id', '=', assignmentId).where('kind', '=', kind).orderBy('id').execute();
  const left = [...existing];
  const added: WantedAttachment[] = [];
  for (const w of wanted) {
    const i = left.findIndex((e) => (w.file_key !== null ? e.file_key === w.file_key : e.url === w.url));
    if (i < 0) {
      added.push(w);
      continue;
    }
    const [e] = left.splice(i, 1);
    if (e!.file_name !== w.file_name || (e!.file_size === null ? null : Number(e!.file_size)) !== w.file_size || e!.content_type !== w.content_type) {
      await trx.updateTable('assignment_attachment').set({ file_name: w.file_name, file_size: w.file_size, content_type: w.content_type }).where('id', '=', e!.id).execute();
    }
  }
  if (left.length > 0) await trx.deleteFrom('assignment_attachment').where('id', 'in', left.map((e) => e.id)).execute();
  if (added.length > 0) await trx.insertInto('assignment_attachment').values(added.map((w) => ({ ...w, assignment_id: assignmentId, kind, student_id: null, created_at: now }))).execute();
}

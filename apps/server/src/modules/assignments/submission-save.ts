import type { Kysely } from 'kysely';
import { MAX_FILES, MAX_LINKS, normaliseLink, type NewLink } from '@portal/domain';
import type { DB } from '../../db/types.ts';
import { listAttachments, type AttachmentRow } from './assignments.repository.ts';
import { keptAttachments } from './submission-checks.ts';
import { assignmentClosed, tooManyFiles, tooManyLinks } from './upload-errors.ts';

/** A new file already in the store under `key`, its pending_upload row still there. */
export type StoredUpload = { key: string; size: number; name: string; contentType: string };

export type SaveInput = {
  assignmentId: number;
  studentId: number;
  status: 'Draft' | 'Submitted';
  comment: string;
  keepIds: readonly number[];
  files: readonly StoredUpload[];
  links: readonly NewLink[];
  now: Date;
};

/**
 * Writes a save in ONE transaction (decision 026): the submission row (created Pending if
 * absent, then locked, so two saves of one student run one after the other and a second
 * Submit meets the first's Submitted), the removed attachments deleted, the new files and
 * links inserted, their pending_upload keys deleted, status, remark and times set. The kept
 * ids and the counts are checked again under the lock. The caller removes the new files if
 * this fails, and the returned keys of removed files once it committed.
 */
export async function saveSubmission(db: Kysely<DB>, input: SaveInput): Promise<{ attachments: AttachmentRow[]; removedKeys: string[] }> {
  const { assignmentId, studentId, now } = input;
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('assignment_submission')
      .values({ assignment_id: assignmentId, student_id: studentId, student_status: 'Pending', updated_at: now })
      .onConflict((oc) => oc.columns(['assignment_id', 'student_id']).doNothing())
      .execute();
    const current = await trx
      .selectFrom('assignment_submission')
      .select('student_status')
      .where('assignment_id', '=', assignmentId)
      .where('student_id', '=', studentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.student_status === 'Submitted') throw assignmentClosed('submitted');

    const existing = await listAttachments(trx, assignmentId, 'student', studentId);
    const kept = keptAttachments(existing, input.keepIds);
    if (kept.keptFiles + input.files.length > MAX_FILES) throw tooManyFiles();
    if (kept.keptLinks + input.links.length > MAX_LINKS) throw tooManyLinks();

    if (kept.removed.length > 0) {
      await trx.deleteFrom('assignment_attachment').where('id', 'in', kept.removed.map((a) => a.id)).execute();
    }
    const base = { assignment_id: assignmentId, kind: 'student' as const, student_id: studentId, created_at: now };
    const rows = [
      ...input.files.map((f) => ({ ...base, file_name: f.name, file_key: f.key, file_size: f.size, content_type: f.contentType, url: null })),
      ...input.links.map(normaliseLink).map((l) => ({ ...base, file_name: l.display_name, file_key: null, file_size: null, content_type: null, url: l.url })),
    ];
    if (rows.length > 0) await trx.insertInto('assignment_attachment').values(rows).execute();
    if (input.files.length > 0) {
      await trx.deleteFrom('pending_upload').where('file_key', 'in', input.files.map((f) => f.key)).execute();
    }
    await trx
      .updateTable('assignment_submission')
      .set({
        student_status: input.status,
        student_comment: input.comment === '' ? null : input.comment,
        updated_at: now,
        ...(input.status === 'Submitted' ? { submitted_at: now } : {}),
      })
      .where('assignment_id', '=', assignmentId)
      .where('student_id', '=', studentId)
      .execute();
    return {
      attachments: await listAttachments(trx, assignmentId, 'student', studentId),
      removedKeys: kept.removed.flatMap((a) => (a.file_key === null ? [] : [a.file_key])),
    };
  });
}

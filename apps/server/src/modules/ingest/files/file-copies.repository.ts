import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.ts';

/**
 * New bytes under a file's key (decision 084): the rows that copied the key when a record named
 * the file (homework attachments, shared documents, study materials, notices) take the new size and type,
 * so a download's size and icon match what it serves. Another institute's rows cannot hold the
 * key (keys are random and each institute's files have their own).
 */
export async function refreshCopies(db: Kysely<DB>, fileKey: string, file: { size: number; content_type: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('assignment_attachment').set({ file_size: file.size, content_type: file.content_type }).where('file_key', '=', fileKey).execute();
    await trx.updateTable('shared_file').set({ size_bytes: file.size, content_type: file.content_type }).where('file_key', '=', fileKey).execute();
    await trx.updateTable('study_material').set({ size_bytes: file.size, content_type: file.content_type }).where('file_key', '=', fileKey).execute();
    await trx.updateTable('announcement').set({ size_bytes: file.size, content_type: file.content_type }).where('file_key', '=', fileKey).execute();
  });
}

import { INT32_MAX } from '@portal/contract';
import { RowError, type AreaContext } from '../area-handler.ts';
import { fileOf } from '../files/file-ref.ts';
import { localIdOf } from '../source-ids.ts';

/**
 * The institute's subject of this name, added when there is none: documents and the study
 * library file under subjects by name (unique in the institute, migration 0019).
 */
export async function subjectNamed({ trx, instituteId }: AreaContext, name: string): Promise<number> {
  const trimmed = name.trim();
  const added = await trx
    .insertInto('subject')
    .values({ institute_id: instituteId, name: trimmed })
    .onConflict((oc) => oc.columns(['institute_id', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (added) return added.id;
  return (await trx.selectFrom('subject').select('id').where('institute_id', '=', instituteId).where('name', '=', trimmed).executeTakeFirstOrThrow()).id;
}

/** The local ids of batches named by source id, each once; the first unknown one is the row's error. */
export async function batchIdsOf(ctx: AreaContext, sourceIds: readonly string[], field: string): Promise<number[]> {
  const ids = new Set<number>();
  for (const sourceId of new Set(sourceIds)) ids.add(await localIdOf(ctx, 'batches', sourceId, field));
  return [...ids];
}

/**
 * A stored file's columns as documents and study materials keep them (their size is an
 * `integer`): a file past 2 GiB is refused with what to do rather than failing in the database.
 */
export async function storedFileColumns(ctx: AreaContext, sourceId: string, field: string) {
  const file = await fileOf(ctx, sourceId, field);
  if (file.size > INT32_MAX) throw new RowError(field, `${field}: '${sourceId}' is larger than 2 GiB; a document or study material must be smaller (send a video as a Vimeo video instead)`);
  return { file_name: file.name, file_key: file.fileKey, content_type: file.contentType, size_bytes: file.size };
}

/** The columns of a record's video or file when it names none of them: all null. */
export const NO_FILE = { file_name: null, file_key: null, content_type: null, size_bytes: null } as const;

import { sql } from 'kysely';
import { ZSubjectRecord, type TSubjectRecord } from '@portal/contract';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';

/** Whether an import already links this subject to a source id of the institute. */
async function linked({ trx, instituteId }: AreaContext, subjectId: number): Promise<boolean> {
  const row = await trx.selectFrom('source_record').select('local_id').where('institute_id', '=', instituteId).where('area', '=', 'subjects').where('local_id', '=', subjectId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Subjects [decision 081]: the catalogue documents and study topics are filed under (the
 * documents screen's subject filter). A new record whose name an existing subject of the
 * institute already has (typed in by hand, or the demo's) takes that subject over, so files
 * already under it stay together; one another source id holds is refused. A subject still
 * filing documents or study topics is not deleted.
 */
export const subjects: AreaHandler<TSubjectRecord> = {
  area: 'subjects',
  record: ZSubjectRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const name = r.name.trim();
    const same = await trx.selectFrom('subject').select('id').where('institute_id', '=', instituteId).where('name', '=', name).executeTakeFirst();
    if (same && same.id !== localId) {
      if (localId !== undefined || (await linked(ctx, same.id))) throw new RowError('name', `name: the institute already has a subject named '${name}'`);
      return same.id;
    }
    const updated = localId === undefined ? undefined : await trx.updateTable('subject').set({ name }).where('id', '=', localId).where('institute_id', '=', instituteId).returning('id').executeTakeFirst();
    return updated?.id ?? (await trx.insertInto('subject').values({ institute_id: instituteId, name }).returning('id').executeTakeFirstOrThrow()).id;
  },
  async remove(ctx, localId) {
    const { rows } = await sql<{ files: number; topics: number }>`
      select (select count(*) from shared_file where subject_id = ${localId})::int as files,
             (select count(*) from study_topic where subject_id = ${localId})::int as topics`.execute(ctx.trx);
    const { files = 0, topics = 0 } = rows[0] ?? {};
    if (files || topics) throw new RowError(null, `this subject still files ${files} document(s) and ${topics} study topic(s); move or delete them first`);
    await ctx.trx.deleteFrom('subject').where('id', '=', localId).where('institute_id', '=', ctx.instituteId).execute();
  },
};

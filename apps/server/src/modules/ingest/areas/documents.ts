import { ZDocumentRecord, type TDocumentRecord } from '@portal/contract';
import type { AreaHandler } from '../area-handler.ts';
import { batchIdsOf, NO_FILE, storedFileColumns, subjectNamed } from './library-refs.ts';

/**
 * Shared documents [decision 086]: a stored file (by its file source id) or a Vimeo or YouTube
 * video, under a subject, shared with batches (the list replaces the document's shares). Its
 * share date is when it was first imported ("New Files" compares it); an update keeps it.
 * Deleting a document removes it and its shares: it leaves the learners' screens.
 */
export const documents: AreaHandler<TDocumentRecord> = {
  area: 'documents',
  example: { source_id: 'DOC-0001', title: 'Term 1 syllabus', subject: 'Mathematics', category: 'Other', file_source_id: 'FILE-0002', batch_source_ids: ['BA-0001', 'BA-0002'], is_readonly: false },
  record: ZDocumentRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId, now } = ctx;
    const batchIds = await batchIdsOf(ctx, r.batch_source_ids, 'batch_source_ids');
    const file = r.file_source_id !== undefined ? await storedFileColumns(ctx, r.file_source_id, 'file_source_id') : NO_FILE;
    const row = {
      subject_id: await subjectNamed(ctx, r.subject),
      category: r.file_source_id !== undefined ? (r.category ?? 'Other') : r.vimeo_video_id !== undefined ? ('Vimeo' as const) : ('Youtube' as const),
      title: r.title.trim(),
      ...file,
      vimeo_video_id: r.vimeo_video_id ?? null,
      youtube_id: r.youtube_id ?? null,
      is_readonly: r.is_readonly,
      thumbnail_url: r.thumbnail_url?.trim() ?? null,
    };
    // A document removed by hand since is shared again as a new one.
    const updated = localId === undefined ? undefined : await trx.updateTable('shared_file').set(row).where('id', '=', localId).where('institute_id', '=', instituteId).returning('id').executeTakeFirst();
    const id = updated?.id ?? (await trx.insertInto('shared_file').values({ institute_id: instituteId, ...row, shared_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.deleteFrom('shared_file_batch').where('file_id', '=', id).execute();
    await trx.insertInto('shared_file_batch').values(batchIds.map((batchId) => ({ batch_id: batchId, file_id: id }))).execute();
    return id;
  },
  async remove({ trx, instituteId }, localId) {
    // Its shares go with it (on delete cascade); the stored file stays, other records may name it (decision 084).
    await trx.deleteFrom('shared_file').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};

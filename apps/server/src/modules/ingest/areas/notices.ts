import { ZNoticeRecord, type TNoticeRecord } from '@portal/contract';
import type { AreaHandler } from '../area-handler.ts';
import { fileOf } from '../files/file-ref.ts';
import { localIdOf } from '../source-ids.ts';
import { instantOf } from './wall-instant.ts';

/**
 * Notices of the home screen [decision 079]: title, HTML body (kept as written; the browser
 * sanitises every notice before drawing it [HOME-ANN-6]), the moment announced, an image, an
 * attached file (its stored copy's key, name, type and size, copied as documents do: decision
 * 093), and the batches it is for by name (announcement_batch, matched to the learners'
 * student_batch), none for the whole institute. Deleting removes the notice; the stored file
 * stays, other records may name it (decision 084).
 */
export const notices: AreaHandler<TNoticeRecord> = {
  area: 'notices',
  record: ZNoticeRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId, now } = ctx;
    const batchNames = new Set<string>();
    for (const [i, source] of r.batch_source_ids.entries()) {
      const id = await localIdOf(ctx, 'batches', source, `batch_source_ids.${i}`);
      batchNames.add((await trx.selectFrom('batch').select('name').where('id', '=', id).where('institute_id', '=', instituteId).executeTakeFirstOrThrow()).name);
    }
    const file = r.file_source_id === undefined ? undefined : await fileOf(ctx, r.file_source_id, 'file_source_id');
    const author = r.author?.trim() || (await trx.selectFrom('institute').select('name').where('id', '=', instituteId).executeTakeFirstOrThrow()).name;
    const row = {
      title: r.title,
      description_html: r.body_html,
      updated_by: author,
      updated_at: now,
      announced_at: instantOf(ctx, r.date, r.time),
      is_active: r.active,
      image_url: r.image_url ?? null,
      file_name: file?.name ?? null,
      file_key: file?.fileKey ?? null,
      content_type: file?.contentType ?? null,
      size_bytes: file?.size ?? null,
    };
    let id = localId;
    if (id === undefined) id = (await trx.insertInto('announcement').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    else await trx.updateTable('announcement').set(row).where('id', '=', id).where('institute_id', '=', instituteId).execute();
    await trx.deleteFrom('announcement_batch').where('announcement_id', '=', id).execute();
    if (batchNames.size) await trx.insertInto('announcement_batch').values([...batchNames].map((batch_name) => ({ announcement_id: id, batch_name }))).execute();
    return id;
  },
  async remove({ trx, instituteId }, localId) {
    // Its batch rows go with it (on delete cascade).
    await trx.deleteFrom('announcement').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};

import { ZRecordingRecord, type TRecordingRecord } from '@portal/contract';
import { instantOfWall } from '@portal/domain';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { fileOf } from '../files/file-ref.ts';
import { recordedClass } from './recording-class.ts';

const MB = 1024 * 1024;

/** The recording table has no institute: a recording is the institute's through its class. */
const ofInstitute = ({ trx, instituteId }: AreaContext) => trx.selectFrom('schedule').select('id').where('institute_id', '=', instituteId);

/**
 * Recordings of live classes [decision 086]: of a class imported as 'sessions' or found by
 * batch and date; the video a stored mp4 (its stored play and download [LIVE-REC-9/10]), a Vimeo
 * video (its play, and its download where the institute allows [LIVE-REC-6]), or both. Deleting a
 * recording removes it from the class; what learners watched of it stays in the watch history.
 */
export const recordings: AreaHandler<TRecordingRecord> = {
  area: 'recordings',
  example: { source_id: 'REC-0001', session_source_id: 'TT-0001', title: 'Fractions, part 1', duration_minutes: 45, file_source_id: 'FILE-0004' },
  record: ZRecordingRecord,
  async write(ctx, r, localId) {
    const { trx, timeZone } = ctx;
    const klass = await recordedClass(ctx, r);
    const file = r.file_source_id !== undefined ? await fileOf(ctx, r.file_source_id, 'file_source_id') : undefined;
    if (file && file.contentType !== 'video/mp4') throw new RowError('file_source_id', `file_source_id: a recording is an mp4 video; '${r.file_source_id}' is ${file.name}`);
    const row = {
      schedule_id: klass.id,
      session_name: r.title.trim(),
      duration_minutes: r.duration_minutes,
      size_mb: r.size_mb ?? (file ? Math.round((file.size / MB) * 100) / 100 : 0),
      recorded_at: r.recorded_at ?? instantOfWall(klass.date, klass.start_time, timeZone) ?? ctx.now,
      // What the client compares with 'Vimeo' [LIVE-REC-6]; the demo calls the institute's own storage so too.
      uploaded_on: r.vimeo_video_id !== undefined ? 'Vimeo' : 'Proctur',
      vimeo_video_id: r.vimeo_video_id ?? null,
      file_key: file?.fileKey ?? null,
    };
    // A recording gone since (by hand, or with its class) is added again as a new one.
    const updated =
      localId === undefined ? undefined : await trx.updateTable('recording').set(row).where('id', '=', localId).where('schedule_id', 'in', ofInstitute(ctx)).returning('id').executeTakeFirst();
    return updated?.id ?? (await trx.insertInto('recording').values({ ...row, video_id: null }).returning('id').executeTakeFirstOrThrow()).id;
  },
  async remove(ctx, localId) {
    await ctx.trx.deleteFrom('recording').where('id', '=', localId).where('schedule_id', 'in', ofInstitute(ctx)).execute();
  },
};

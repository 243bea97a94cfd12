import { ZStudyMaterialRecord, type TStudyMaterialRecord } from '@portal/contract';
import { RowError, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';
import { NO_FILE, storedFileColumns, subjectNamed } from './library-refs.ts';
import { pruneTopic, topicAt } from './study-topics.ts';

/**
 * Materials of the study library [decision 086]: in a course imported as 'study-courses', placed
 * by subject and topic path (topics added as needed); a stored file (by its file source id), a
 * Vimeo video or a YouTube video. Its share date is when it was first imported. Deleting a
 * material removes it, and topics it leaves empty go with it: it leaves the learners' screens.
 */
export const studyMaterial: AreaHandler<TStudyMaterialRecord> = {
  area: 'study-material',
  example: { source_id: 'SM-0001', course_source_id: 'SC-0001', subject: 'Mathematics', topic_path: ['Fractions', 'Adding fractions'], title: 'Adding fractions: notes', category: 'Notes', file_source_id: 'FILE-0003', is_readonly: true },
  record: ZStudyMaterialRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId, now } = ctx;
    const courseId = await localIdOf(ctx, 'study-courses', r.course_source_id, 'course_source_id');
    const course = await trx.selectFrom('course_type').select('id').where('id', '=', courseId).where('institute_id', '=', instituteId).executeTakeFirst();
    if (!course) throw new RowError('course_source_id', `course_source_id: the course '${r.course_source_id}' was removed; import it again first`);
    const file = r.file_source_id !== undefined ? await storedFileColumns(ctx, r.file_source_id, 'file_source_id') : NO_FILE;
    const row = {
      topic_id: await topicAt(ctx, courseId, await subjectNamed(ctx, r.subject), r.topic_path),
      category: r.file_source_id !== undefined ? (r.category ?? 'Other') : r.vimeo_video_id !== undefined ? ('Vimeo' as const) : ('YoutubeURL' as const),
      title: r.title.trim(),
      ...file,
      video_host: r.vimeo_video_id !== undefined ? ('vimeo' as const) : null,
      video_id: r.vimeo_video_id ?? null,
      youtube_id: r.youtube_id ?? null,
      is_readonly: r.is_readonly,
      poster_url: r.poster_url?.trim() ?? null,
    };
    const before = localId === undefined ? undefined : await trx.selectFrom('study_material').select('topic_id').where('id', '=', localId).where('institute_id', '=', instituteId).executeTakeFirst();
    // A material removed since (by hand, or with its course) is added again as a new one.
    if (!before) return (await trx.insertInto('study_material').values({ institute_id: instituteId, ...row, shared_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.updateTable('study_material').set(row).where('id', '=', localId!).where('institute_id', '=', instituteId).execute();
    if (before.topic_id !== row.topic_id) await pruneTopic(ctx, before.topic_id);
    return localId!;
  },
  async remove(ctx, localId) {
    const gone = await ctx.trx.deleteFrom('study_material').where('id', '=', localId).where('institute_id', '=', ctx.instituteId).returning('topic_id').executeTakeFirst();
    if (gone) await pruneTopic(ctx, gone.topic_id);
  },
};

import { ZHomeworkRecord, type THomeworkRecord } from '@portal/contract';
import { instantOfWall } from '@portal/domain';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';
import { replaceAttachments, wantedAttachments } from './homework-attachments.ts';
import { descriptionText } from './homework-text.ts';

/** How many students have work on the homework: a draft, a submission or an evaluation. */
async function studentsWithWork({ trx }: AreaContext, assignmentId: number): Promise<number> {
  const row = await trx.selectFrom('assignment_submission').select((eb) => eb.fn.countAll<string>().as('n')).where('assignment_id', '=', assignmentId).executeTakeFirstOrThrow();
  return Number(row.n);
}

const workMessage = (n: number) => `${n} student${n === 1 ? ' has' : 's have'} work on this homework (a draft, a submission or marks)`;

/**
 * Homework [decision 085]: an assignment of a batch, shown on its students' homework list and
 * detail. Files are the institute's uploads (PUT /files), copied by key; links are https
 * addresses. A homework with students' work cannot be deleted or moved to another batch
 * (their work would go with it or out of their sight): the row says why. Without any it is removed.
 */
export const homework: AreaHandler<THomeworkRecord> = {
  area: 'homework',
  example: { source_id: 'HW-0001', batch_source_id: 'BA-0001', title: 'Fractions worksheet', subject: 'Mathematics', topic: 'Fractions', description: 'Solve questions 1 to 10.', due_date: '2027-04-08', due_time: '18:00', allow_late_submission: false, evaluation_required: true, graded: false, max_marks: 20, file_source_ids: ['FILE-0001'], links: ['https://example.org/fractions'] },
  record: ZHomeworkRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId, now, timeZone } = ctx;
    const batchId = await localIdOf(ctx, 'batches', r.batch_source_id, 'batch_source_id');
    const teacher = await wantedAttachments(ctx, r.file_source_ids, r.links, 'file_source_ids');
    const solutions = await wantedAttachments(ctx, r.solution_file_source_ids, [], 'solution_file_source_ids');
    const row = {
      batch_id: batchId,
      title: r.title.trim(),
      subject_name: r.subject.trim(),
      topic_name: r.topic?.trim() || null,
      sub_topic_name: r.sub_topic?.trim() || null,
      description: (r.description && descriptionText(r.description)) || null,
      // The schema checked the date and the time, so the instant exists.
      end_at: instantOfWall(r.due_date, r.due_time ?? '23:59', timeZone)!,
      allow_late_submission: r.allow_late_submission,
      evaluation_required: r.evaluation_required,
      enable_grade: r.graded,
      evaluation_marks: r.max_marks ?? null,
    };
    // A homework removed meanwhile by other means (by hand) is made again under the same source id.
    const before = localId === undefined ? undefined : await trx.selectFrom('assignment').select('batch_id').where('id', '=', localId).where('institute_id', '=', instituteId).executeTakeFirst();
    let id: number;
    if (localId === undefined || !before) {
      id = (await trx.insertInto('assignment').values({ institute_id: instituteId, ...row, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    } else {
      id = localId;
      const work = before.batch_id === batchId ? 0 : await studentsWithWork(ctx, id);
      if (work > 0) throw new RowError('batch_source_id', `batch_source_id: ${workMessage(work)}; it stays in its batch`);
      await trx.updateTable('assignment').set(row).where('id', '=', id).where('institute_id', '=', instituteId).execute();
    }
    await replaceAttachments(ctx, id, 'teacher', teacher);
    await replaceAttachments(ctx, id, 'solution', solutions);
    return id;
  },
  async remove(ctx, localId) {
    const work = await studentsWithWork(ctx, localId);
    if (work > 0) throw new RowError(null, `${workMessage(work)}; it stays with their work`);
    await ctx.trx.deleteFrom('assignment').where('id', '=', localId).where('institute_id', '=', ctx.instituteId).execute();
  },
};

import { ZOfflineExamRecord, type TOfflineExamRecord } from '@portal/contract';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';

/**
 * Makes the exam's subjects the record's, in its order, without losing marks: a subject kept
 * keeps its marks (offline_exam_mark cascades from it), so subjects are matched by name, never
 * replaced. A subject dropped while it has marks, or a maximum below marks already given, is
 * refused with what to do.
 */
async function writeSubjects({ trx }: AreaContext, examId: number, names: string[], maxima: number[]): Promise<void> {
  const marked = await trx
    .selectFrom('import_offline_mark as m')
    .leftJoin('offline_exam_mark as om', (j) => j.onRef('om.exam_id', '=', 'm.exam_id').onRef('om.student_id', '=', 'm.student_id').onRef('om.subject_name', '=', 'm.subject_name'))
    .select(['m.subject_name', (eb) => eb.fn.countAll<string>().as('students'), (eb) => eb.fn.max('om.marks_obtained').as('highest')])
    .where('m.exam_id', '=', examId)
    .groupBy('m.subject_name')
    .execute();
  for (const m of marked) {
    const i = names.indexOf(m.subject_name);
    if (i < 0) throw new RowError('subjects', `subjects: '${m.subject_name}' has marks of ${m.students} student(s); delete those marks first, or keep the subject`);
    if (m.highest !== null && Number(m.highest) > maxima[i]!) throw new RowError(`max_marks.${i}`, `max_marks.${i}: ${maxima[i]} is less than marks already given in ${m.subject_name} (${Number(m.highest)})`);
  }
  await trx.deleteFrom('offline_exam_subject').where('exam_id', '=', examId).where('subject_name', 'not in', names).execute();
  // Out of the way first: (exam, position) is the key, and the kept subjects may change places.
  await trx.updateTable('offline_exam_subject').set((eb) => ({ position: eb('position', '+', 1000) })).where('exam_id', '=', examId).execute();
  await trx
    .insertInto('offline_exam_subject')
    .values(names.map((subject_name, i) => ({ exam_id: examId, position: i + 1, subject_name, total_marks: maxima[i]! })))
    .onConflict((oc) => oc.columns(['exam_id', 'subject_name']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position'), total_marks: eb.ref('excluded.total_marks') })))
    .execute();
}

/**
 * Offline exams [decision 080]: a paper of a batch on a date, its subjects with their maximum
 * marks; without times it is the whole day. Students see its marks once `results_published`
 * (left out: a new exam waits, an imported one keeps its state). Deleting removes the exam with
 * its marks, unless its results are published: students have seen them, so it is refused until
 * the exam is sent again unpublished.
 */
export const offlineExams: AreaHandler<TOfflineExamRecord> = {
  area: 'offline-exams',
  example: { source_id: 'OX-0001', batch_source_id: 'BA-0001', name: 'Unit test 1', date: '2027-05-10', start_time: '09:00', end_time: '11:00', subjects: ['Mathematics', 'Science'], max_marks: [50, 50], topic: 'Unit 1', results_published: false },
  record: ZOfflineExamRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const row = {
      batch_id: await localIdOf(ctx, 'batches', r.batch_source_id, 'batch_source_id'),
      exam_name: r.name.trim(),
      exam_date: r.date,
      start_time: r.start_time ?? '00:00',
      end_time: r.end_time ?? '23:59',
      topic_name: r.topic?.trim() || null,
      description: r.description?.trim() || null,
    };
    const published = r.results_published;
    const updated = localId === undefined ? undefined : await trx.updateTable('offline_exam').set(published === undefined ? row : { ...row, results_published: published }).where('id', '=', localId).where('institute_id', '=', instituteId).returning('id').executeTakeFirst();
    // A new exam, or one removed by hand since its import: made (again).
    const id = updated?.id ?? (await trx.insertInto('offline_exam').values({ institute_id: instituteId, ...row, results_published: published ?? false }).returning('id').executeTakeFirstOrThrow()).id;
    await writeSubjects(ctx, id, r.subjects.map((s) => s.trim()), r.max_marks);
    return id;
  },
  async remove({ trx, instituteId }, localId) {
    const exam = await trx.selectFrom('offline_exam').select('results_published').where('id', '=', localId).where('institute_id', '=', instituteId).executeTakeFirst();
    if (!exam) return; // gone with its batch
    if (exam.results_published) throw new RowError(null, 'its results are published to students; send the exam again with results_published false, then delete it');
    await trx.deleteFrom('offline_exam').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};

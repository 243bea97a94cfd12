import { ZOfflineMarkRecord, type TOfflineMarkRecord } from '@portal/contract';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';
import { studentUserId } from './students.ts';

/**
 * The student's result row of an exam follows from their imported marks: none left, no result;
 * absent when every subject says absent (offline_exam_result keeps absence per exam); else
 * present, with the marks given (offline_exam_mark, which hangs on the result row).
 */
async function settleResult({ trx }: AreaContext, examId: number, studentId: number): Promise<void> {
  const rows = await trx.selectFrom('import_offline_mark').select('is_absent').where('exam_id', '=', examId).where('student_id', '=', studentId).execute();
  if (rows.length === 0) {
    await trx.deleteFrom('offline_exam_result').where('exam_id', '=', examId).where('student_id', '=', studentId).execute();
    return;
  }
  const absent = rows.every((r) => r.is_absent);
  await trx
    .insertInto('offline_exam_result')
    .values({ exam_id: examId, student_id: studentId, is_absent: absent })
    .onConflict((oc) => oc.columns(['student_id', 'exam_id']).doUpdateSet(absent ? { is_absent: true, course_rank: null } : { is_absent: false }))
    .execute();
}

/** Undoes an imported mark: its marks, its row, and the result it was part of. */
async function dropMark(ctx: AreaContext, markId: number): Promise<void> {
  const { trx, instituteId } = ctx;
  const m = await trx.selectFrom('import_offline_mark').selectAll().where('id', '=', markId).where('institute_id', '=', instituteId).executeTakeFirst();
  if (!m) return; // gone with its exam
  await trx.deleteFrom('offline_exam_mark').where('exam_id', '=', m.exam_id).where('student_id', '=', m.student_id).where('subject_name', '=', m.subject_name).execute();
  await trx.deleteFrom('import_offline_mark').where('id', '=', markId).execute();
  await settleResult(ctx, m.exam_id, m.student_id);
}

/**
 * The exam's subject the record names (its only one when it names none), with what it is out
 * of; a RowError listing the exam's subjects when it has no such one.
 */
async function examSubject({ trx }: AreaContext, examId: number, r: TOfflineMarkRecord) {
  const subjects = await trx.selectFrom('offline_exam_subject').select(['subject_name', 'total_marks']).where('exam_id', '=', examId).orderBy('position').execute();
  const named = r.subject?.trim();
  const subject = named === undefined ? (subjects.length === 1 ? subjects[0] : undefined) : subjects.find((s) => s.subject_name === named);
  const theirs = subjects.map((s) => `'${s.subject_name}'`).join(', ');
  if (!subject && named === undefined) throw new RowError('subject', `subject: the exam '${r.exam_source_id}' has ${subjects.length} subjects (${theirs}); name one`);
  if (!subject) throw new RowError('subject', `subject: the exam '${r.exam_source_id}' has no subject '${named}' (it has ${theirs})`);
  return { name: subject.subject_name, outOf: Number(subject.total_marks) };
}

/**
 * Offline marks [decision 080]: one student's marks in one subject of an exam, or their absence;
 * the student must be in the exam's batch (its report lists only their batches' exams). The
 * same student and subject twice under two source ids is refused. Deleting removes the mark;
 * the student's other marks of the exam stay.
 */
export const offlineMarks: AreaHandler<TOfflineMarkRecord> = {
  area: 'offline-marks',
  example: { source_id: 'OM-0001', exam_source_id: 'OX-0001', student_source_id: 'ST-0001', subject: 'Mathematics', marks: 42.5, absent: false, rank: 3 },
  record: ZOfflineMarkRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const examId = await localIdOf(ctx, 'offline-exams', r.exam_source_id, 'exam_source_id');
    const studentId = await localIdOf(ctx, 'students', r.student_source_id, 'student_source_id');
    const subject = await examSubject(ctx, examId, r);
    if (r.marks !== undefined && r.marks > subject.outOf) throw new RowError('marks', `marks: ${r.marks} is more than ${subject.name} is out of (${subject.outOf})`);
    const exam = await trx.selectFrom('offline_exam').select('batch_id').where('id', '=', examId).where('institute_id', '=', instituteId).executeTakeFirstOrThrow();
    const member = await trx.selectFrom('batch_member').select('user_id').where('batch_id', '=', exam.batch_id).where('user_id', '=', await studentUserId(ctx, studentId)).executeTakeFirst();
    if (!member) throw new RowError('student_source_id', `student_source_id: '${r.student_source_id}' is not in the exam's batch; enroll the student first`);
    const taken = await trx.selectFrom('import_offline_mark').select('id').where('exam_id', '=', examId).where('student_id', '=', studentId).where('subject_name', '=', subject.name).executeTakeFirst();
    if (taken && taken.id !== localId) throw new RowError('subject', `subject: another record already gives this student's ${subject.name} marks in this exam; delete that one first`);
    if (localId !== undefined && !taken) await dropMark(ctx, localId); // it moved to another exam, student or subject
    const row = { institute_id: instituteId, exam_id: examId, student_id: studentId, subject_name: subject.name, is_absent: r.absent };
    const id = taken
      ? (await trx.updateTable('import_offline_mark').set({ is_absent: r.absent }).where('id', '=', taken.id).returning('id').executeTakeFirstOrThrow()).id
      : (await trx.insertInto('import_offline_mark').values(row).returning('id').executeTakeFirstOrThrow()).id;
    await settleResult(ctx, examId, studentId);
    if (r.absent) await trx.deleteFrom('offline_exam_mark').where('exam_id', '=', examId).where('student_id', '=', studentId).where('subject_name', '=', subject.name).execute();
    else {
      const mark = { marks_obtained: r.marks!, subject_rank: r.rank ?? null };
      await trx
        .insertInto('offline_exam_mark')
        .values({ exam_id: examId, student_id: studentId, subject_name: subject.name, ...mark })
        .onConflict((oc) => oc.columns(['student_id', 'exam_id', 'subject_name']).doUpdateSet(mark))
        .execute();
    }
    return id;
  },
  remove: (ctx, markId) => dropMark(ctx, markId),
};

import { ZHomeworkEvaluationRecord, type THomeworkEvaluationRecord } from '@portal/contract';
import { instantOfWall } from '@portal/domain';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';

type Pair = { assignmentId: number; studentId: number };

/**
 * The homework and the student an evaluation names, checked: the student is in the homework's
 * batch (or handed it in before leaving), and marks or a grade as the homework is scored.
 */
async function checkedPair(ctx: AreaContext, r: THomeworkEvaluationRecord): Promise<Pair> {
  const { trx } = ctx;
  const assignmentId = await localIdOf(ctx, 'homework', r.homework_source_id, 'homework_source_id');
  const studentId = await localIdOf(ctx, 'students', r.student_source_id, 'student_source_id');
  const hw = await trx
    .selectFrom('assignment as a')
    .select(['a.enable_grade', 'a.evaluation_marks'])
    .select((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('batch_member as m').innerJoin('student as st', 'st.user_id', 'm.user_id').whereRef('m.batch_id', '=', 'a.batch_id').where('st.id', '=', studentId)),
        eb.exists(eb.selectFrom('assignment_submission as s').whereRef('s.assignment_id', '=', 'a.id').where('s.student_id', '=', studentId)),
      ]).as('shared'),
    )
    .where('a.id', '=', assignmentId)
    .executeTakeFirstOrThrow();
  if (!hw.shared) throw new RowError('student_source_id', `student_source_id: '${r.student_source_id}' is not in the batch of homework '${r.homework_source_id}'`);
  if (hw.enable_grade && r.marks !== undefined) throw new RowError('marks', 'marks: this homework is graded; send grade instead');
  if (!hw.enable_grade && r.grade !== undefined) throw new RowError('grade', 'grade: this homework is marked; send marks instead');
  if (hw.evaluation_marks !== null && r.marks !== undefined && r.marks > Number(hw.evaluation_marks)) {
    throw new RowError('marks', `marks: more than the homework's ${Number(hw.evaluation_marks)} marks`);
  }
  return { assignmentId, studentId };
}

const submission = (ctx: AreaContext, p: Pair) => ctx.trx.updateTable('assignment_submission').where('assignment_id', '=', p.assignmentId).where('student_id', '=', p.studentId);

/** Clears an imported evaluation: no marks, and the submission's status as it was before it. */
async function clearEvaluation(ctx: AreaContext, evaluationId: number): Promise<void> {
  const { trx, instituteId, now } = ctx;
  const e = await trx.selectFrom('import_homework_evaluation').select(['assignment_id', 'student_id', 'prior_status']).where('id', '=', evaluationId).where('institute_id', '=', instituteId).executeTakeFirst();
  if (!e) return; // the homework or the student went, and the evaluation with them
  const pair = { assignmentId: e.assignment_id, studentId: e.student_id };
  if (e.prior_status === null) {
    // Work on paper: the student had nothing online, and could add nothing since (it was closed).
    await trx.deleteFrom('assignment_submission').where('assignment_id', '=', pair.assignmentId).where('student_id', '=', pair.studentId).execute();
  } else {
    const reopened = e.prior_status === 'Submitted' ? {} : { submitted_at: null };
    await submission(ctx, pair).set({ student_status: e.prior_status, teacher_status: 'Pending', grade: null, student_marks: null, teacher_comment: null, updated_at: now, ...reopened }).execute();
  }
  await trx.deleteFrom('import_homework_evaluation').where('id', '=', evaluationId).execute();
}

/**
 * Homework evaluations [decision 085]: marks (or a grade) and remarks on a student's homework.
 * `evaluated` shows them on the detail; `pending` keeps them hidden (marking goes on). Work
 * without an online submission (handed in on paper) is evaluated too: the submission is then
 * closed as handed in. Deleting an evaluation clears it and reopens what it closed.
 */
export const homeworkEvaluations: AreaHandler<THomeworkEvaluationRecord> = {
  area: 'homework-evaluations',
  record: ZHomeworkEvaluationRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId, now, timeZone } = ctx;
    const pair = await checkedPair(ctx, r);
    const mine = localId === undefined ? undefined : await trx.selectFrom('import_homework_evaluation').select(['assignment_id', 'student_id', 'prior_status']).where('id', '=', localId).executeTakeFirst();
    const same = mine?.assignment_id === pair.assignmentId && mine.student_id === pair.studentId;
    if (localId !== undefined && !same) await clearEvaluation(ctx, localId);
    const current = await trx.selectFrom('assignment_submission').select(['student_status', 'submitted_at']).where('assignment_id', '=', pair.assignmentId).where('student_id', '=', pair.studentId).executeTakeFirst();
    let id = localId;
    const prior = same ? mine.prior_status : (current?.student_status ?? null);
    if (!same) {
      const other = await trx.selectFrom('import_homework_evaluation').select('id').where('assignment_id', '=', pair.assignmentId).where('student_id', '=', pair.studentId).executeTakeFirst();
      if (other) throw new RowError('student_source_id', "student_source_id: this student's homework already has an evaluation imported under another source id");
      id = (await trx.insertInto('import_homework_evaluation').values({ institute_id: instituteId, assignment_id: pair.assignmentId, student_id: pair.studentId, prior_status: prior }).returning('id').executeTakeFirstOrThrow()).id;
    }
    // Handed in online: when the student submitted. On paper: the day sent, else when first evaluated.
    const onPaper = r.submitted_date ? instantOfWall(r.submitted_date, '12:00', timeZone)! : (current?.submitted_at ?? now);
    const handedIn = prior === 'Submitted' ? current!.submitted_at : onPaper;
    const marks = {
      student_status: 'Submitted' as const,
      teacher_status: r.status === 'evaluated' ? ('Evaluated' as const) : ('Pending' as const),
      grade: r.grade?.trim() || null,
      student_marks: r.marks ?? null,
      teacher_comment: r.remarks?.trim() || null,
      submitted_at: handedIn,
      updated_at: now,
    };
    if (current) await submission(ctx, pair).set(marks).execute();
    else await trx.insertInto('assignment_submission').values({ assignment_id: pair.assignmentId, student_id: pair.studentId, ...marks }).execute();
    return id!;
  },
  remove: (ctx, evaluationId) => clearEvaluation(ctx, evaluationId),
};

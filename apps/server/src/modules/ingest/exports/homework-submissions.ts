import type { THomeworkSubmissionRow } from '@portal/contract';
import { inChangeOrder, pageOf, sourceIdOf } from './change-cursor.ts';
import { iso, num, type ExportPage, type ExportRead } from './export-reader.ts';

/**
 * Homework submissions (decision 083): each student's work on an assignment as it stands now,
 * with the evaluation and the submitted files as signed addresses. A save, a submit and an
 * evaluation stamp the submission row again (its trigger), so the row comes again after each.
 */
export async function readHomeworkSubmissions(q: ExportRead): Promise<ExportPage<THomeworkSubmissionRow>> {
  const { db, instituteId, cursor, limit } = q;
  const read = await db
    .selectFrom('assignment_submission as sub')
    .innerJoin('student as s', 's.id', 'sub.student_id')
    .innerJoin('assignment as a', 'a.id', 'sub.assignment_id')
    .select([
      'sub.assignment_id',
      'sub.student_id',
      'a.title',
      'a.evaluation_marks',
      'sub.student_status',
      'sub.submitted_at',
      'sub.student_comment',
      'sub.teacher_status',
      'sub.grade',
      'sub.student_marks',
      'sub.teacher_comment',
      'sub.updated_at',
      'sub.change_xid',
      'sub.change_seq',
      sourceIdOf(instituteId, 'students', 'sub.student_id').as('student_source_id'),
      sourceIdOf(instituteId, 'homework', 'sub.assignment_id').as('homework_source_id'),
    ])
    .where('s.institute_id', '=', instituteId)
    .where('a.institute_id', '=', instituteId)
    .$call(inChangeOrder('sub', cursor, limit))
    .execute();
  const page = pageOf(read, limit, q.since);
  const attachments = page.rows.length === 0 ? [] : await db
    .selectFrom('assignment_attachment')
    .select(['id', 'assignment_id', 'student_id', 'file_name', 'file_key', 'file_size', 'content_type', 'url'])
    .where('kind', '=', 'student')
    .where('assignment_id', 'in', [...new Set(page.rows.map((r) => r.assignment_id))])
    .where('student_id', 'in', [...new Set(page.rows.map((r) => r.student_id))])
    .orderBy('id')
    .execute();
  const rows: THomeworkSubmissionRow[] = [];
  for (const r of page.rows) {
    const own = attachments.filter((a) => a.assignment_id === r.assignment_id && a.student_id === r.student_id);
    const files = [];
    for (const f of own) {
      if (f.file_key === null || f.content_type === null) continue;
      files.push({ name: f.file_name, size: Number(f.file_size), content_type: f.content_type, url: await q.fileLinks.create(f.id) });
    }
    rows.push({
      student_id: r.student_id,
      student_source_id: r.student_source_id,
      homework_id: r.assignment_id,
      homework_source_id: r.homework_source_id,
      homework_title: r.title,
      status: r.student_status,
      submitted_at: iso(r.submitted_at),
      text: r.student_comment,
      evaluation: { status: r.teacher_status, grade: r.grade, marks: num(r.student_marks), max_marks: num(r.evaluation_marks), comment: r.teacher_comment },
      files,
      links: own.flatMap((l) => (l.url === null ? [] : [{ name: l.file_name, url: l.url }])),
      updated_at: r.updated_at.toISOString(),
    });
  }
  return { ...page, rows };
}

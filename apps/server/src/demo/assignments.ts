import type { Insertable } from 'kysely';
import type { AssignmentAttachmentTable } from '../db/types-assignments.ts';
import { buildDemoFiles, type DemoFile, type DemoFileId } from './assignments-files.ts';
import { COACHING_ASSIGNMENTS } from './assignments-coaching.ts';
import { SCHOOL_ASSIGNMENTS } from './assignments-school.ts';
import type { AssignmentSeed, DemoAttachment } from './assignments-types.ts';
import { addDays } from './calendar.ts';
import type { SeedContext } from './context.ts';

export const DEMO_ASSIGNMENTS: AssignmentSeed[] = [...SCHOOL_ASSIGNMENTS, ...COACHING_ASSIGNMENTS];

/** An Indian wall time on a day (the demo institutes' zone). */
const indiaAt = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

/** The due day: from today in the current year, from the year's last day in the previous one. */
function dueDay(seed: AssignmentSeed, today: string, previousYearEnd: string): string {
  return addDays(seed.year === 'current' ? today : previousYearEnd, seed.due.days);
}

/**
 * Seed part 'assignments' (decision 026): the demo assignments of both institutes and both
 * academic years, their teacher attachments (files, links), solutions and the demo students'
 * drafts, submissions and evaluations, dated from today. The demo files' bytes go into
 * demo_file, from which the start writes them to the file store (ensureDemoFiles).
 */
export async function seedAssignments(ctx: SeedContext): Promise<void> {
  const { trx, today, now } = ctx;
  const files = await buildDemoFiles();
  const unique = new Map(Object.values(files).map((f) => [f.key, f]));
  await trx
    .insertInto('demo_file')
    .values([...unique.values()].map((f) => ({ file_key: f.key, bytes: f.bytes })))
    .onConflict((oc) => oc.column('file_key').doNothing())
    .execute();

  const batches = await trx.selectFrom('batch').select(['id', 'institute_id', 'academic_year_id', 'name']).execute();
  await seatTanvi(ctx, batches);
  const years = await trx.selectFrom('academic_year').select(['id', 'end_date']).execute();
  for (const seed of DEMO_ASSIGNMENTS) {
    const ids = ctx.years.get(seed.institute)!;
    const yearId = seed.year === 'current' ? ids.current : ids.previous;
    const batch = batches.find((b) => b.institute_id === seed.institute && b.academic_year_id === yearId && b.name === seed.batch);
    if (!batch) throw new Error(`demo assignment '${seed.title}': no batch ${seed.batch} (${seed.year})`);
    const day = dueDay(seed, today, years.find((y) => y.id === ids.previous)!.end_date);
    const endAt = indiaAt(day, seed.due.time);
    const created = indiaAt(addDays(day, -7), '09:00');
    const { id } = await trx
      .insertInto('assignment')
      .values({
        institute_id: seed.institute,
        batch_id: batch.id,
        title: seed.title,
        subject_name: seed.subject,
        topic_name: seed.topic ?? null,
        sub_topic_name: seed.subTopic ?? null,
        description: seed.description,
        end_at: endAt,
        allow_late_submission: seed.late,
        evaluation_required: true,
        enable_grade: seed.graded ?? false,
        evaluation_marks: seed.graded ? null : (seed.marks ?? null),
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const rows: Insertable<AssignmentAttachmentTable>[] = [
      ...seed.teacher.map((a) => attachmentRow(a, files, { assignment_id: id, kind: 'teacher', student_id: null, created_at: created })),
      ...(seed.solutions ?? []).map((a) => attachmentRow(a, files, { assignment_id: id, kind: 'solution', student_id: null, created_at: created })),
    ];
    for (const sub of seed.submissions ?? []) {
      const saved = new Date(Math.min(now.getTime(), indiaAt(addDays(day, -sub.savedBeforeDue), '19:30').getTime()));
      await trx
        .insertInto('assignment_submission')
        .values({
          assignment_id: id,
          student_id: sub.student,
          student_status: sub.status,
          student_comment: sub.comment ?? null,
          teacher_status: sub.evaluated ? 'Evaluated' : 'Pending',
          grade: sub.evaluated?.grade ?? null,
          student_marks: sub.evaluated?.marks ?? null,
          teacher_comment: sub.evaluated?.comment ?? null,
          submitted_at: sub.status === 'Submitted' ? saved : null,
          updated_at: saved,
        })
        .execute();
      rows.push(...(sub.attachments ?? []).map((a) => attachmentRow(a, files, { assignment_id: id, kind: 'student', student_id: sub.student, created_at: saved })));
    }
    if (rows.length > 0) await trx.insertInto('assignment_attachment').values(rows).execute();
  }
}

const TANVI = { userId: 1016, studentId: 5016, sections: { current: 'Class 8 - A', previous: 'Class 7 - A' } } as const;

/**
 * Tanvi Joshi (5016, added by the 'people' part of issue 6 for the password journeys) is
 * Aarav's classmate; when she exists and is in no batch yet she joins his section of both
 * years, so she has homework too. A demo database without her is left as it is.
 */
async function seatTanvi(ctx: SeedContext, batches: readonly { id: number; institute_id: number; academic_year_id: number | null; name: string }[]) {
  const { trx } = ctx;
  const student = await trx.selectFrom('student').select(['id', 'institute_id']).where('id', '=', TANVI.studentId).executeTakeFirst();
  if (!student) return;
  const member = await trx.selectFrom('batch_member').select('batch_id').where('user_id', '=', TANVI.userId).executeTakeFirst();
  if (member) return;
  const ids = ctx.years.get(student.institute_id)!;
  const rows = (['current', 'previous'] as const).flatMap((year) => {
    const batch = batches.find((b) => b.institute_id === student.institute_id && b.academic_year_id === ids[year] && b.name === TANVI.sections[year]);
    return batch ? [{ user_id: TANVI.userId, batch_id: batch.id }] : [];
  });
  if (rows.length > 0) await trx.insertInto('batch_member').values(rows).execute();
}

type RowBase = Pick<Insertable<AssignmentAttachmentTable>, 'assignment_id' | 'kind' | 'student_id' | 'created_at'>;

function attachmentRow(a: DemoAttachment, files: Record<DemoFileId, DemoFile>, base: RowBase): Insertable<AssignmentAttachmentTable> {
  if (typeof a !== 'string') return { ...base, file_name: a.link[0], url: a.link[1], file_key: null, file_size: null, content_type: null };
  const f = files[a];
  return { ...base, file_name: f.name, file_key: f.key, file_size: f.bytes.length, content_type: f.contentType, url: null };
}

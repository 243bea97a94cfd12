import { addDays } from './calendar.ts';
import type { SeedContext } from './context.ts';
import type { NoticeSeed } from './notice-types.ts';
import { SCHOOL_NOTICES } from './notices-school.ts';
import { OTHER_NOTICES } from './notices-other.ts';
import { seedNoticeFiles } from './notice-files.ts';

/**
 * Sections (school) and batches (coaching) of the demo students. Aarav (5001) and his sister
 * Ananya (5011) are in different sections, so a parent switching child sees other notices.
 */
export const STUDENT_BATCHES: [studentId: number, batch: string][] = [
  [5001, 'Class 8 - A'],
  [5004, 'Class 8 - B'],
  [5006, 'Class 8 - B'],
  [5007, 'Class 8 - A'],
  [5008, 'Class 7 - A'],
  [5011, 'Class 5 - B'],
  [5013, 'Class 8 - B'],
  [5015, 'Class 8 - A'],
  [5016, 'Class 8 - A'],
  [5002, 'JEE 2027 - Batch A'],
  [5005, 'NEET 2026 - Batch B'],
  [5009, 'Groupe Sciences 2027'],
];

export const DEMO_NOTICES: NoticeSeed[] = [...SCHOOL_NOTICES, ...OTHER_NOTICES];

/** An instant on a day relative to today, at an Indian wall-clock time. */
export function indiaInstant(today: string, daysAgo: number, time: string): Date {
  return new Date(`${addDays(today, -daysAgo)}T${time}:00+05:30`);
}

export async function seedHome(ctx: SeedContext): Promise<void> {
  const { trx, today } = ctx;
  await trx
    .insertInto('student_batch')
    .values(STUDENT_BATCHES.map(([student_id, batch_name]) => ({ student_id, batch_name })))
    .execute();

  const files = await seedNoticeFiles(ctx, DEMO_NOTICES.flatMap((n) => (n.file ? [n.file] : [])));
  await trx
    .insertInto('announcement')
    .values(
      DEMO_NOTICES.map((n) => {
        const announced = indiaInstant(today, n.daysAgo, n.time);
        return {
          id: n.id,
          institute_id: n.institute,
          title: n.title,
          description_html: n.html,
          updated_by: n.updatedBy,
          announced_at: announced,
          updated_at: new Date(announced.getTime() + (n.editedAfterHours ?? 0) * 3600_000),
          is_active: !n.inactive,
          image_url: n.image ?? null,
          file_name: n.file ?? null,
          ...(n.file ? files.get(n.file) : {}),
        };
      }),
    )
    .execute();

  await trx
    .insertInto('announcement_batch')
    .values(DEMO_NOTICES.flatMap((n) => (n.batches ?? []).map((batch_name) => ({ announcement_id: n.id, batch_name }))))
    .execute();
}

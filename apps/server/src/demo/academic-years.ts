import { academicYearOf } from './calendar.ts';
import { DEMO_INSTITUTES } from './institutes.ts';
import type { SeedContext } from './context.ts';

/**
 * Every institute gets the previous and the current academic year. Ids are fixed (two per
 * institute, in table order: 101 -> 1, 2; 102 -> 3, 4; 106343 -> 5, 6) so tests and
 * journeys can name them.
 */
export async function seedAcademicYears(ctx: SeedContext): Promise<void> {
  const previous = academicYearOf(ctx.today, 1);
  const current = academicYearOf(ctx.today, 0);
  let id = 0;
  for (const inst of DEMO_INSTITUTES) {
    const ids = { previous: ++id, current: ++id };
    await ctx.trx
      .insertInto('academic_year')
      .values([
        { id: ids.previous, institute_id: inst.id, name: previous.name, start_date: previous.start, end_date: previous.end, is_current: false },
        { id: ids.current, institute_id: inst.id, name: current.name, start_date: current.start, end_date: current.end, is_current: true },
      ])
      .execute();
    ctx.years.set(inst.id, ids);
  }
}

import { EVENT_CATEGORIES, ZEventRecord, type TEventRecord } from '@portal/contract';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';

/**
 * The standards an entry is for: the calendar matches a learner by their batches' course_name
 * (the standard at a school, the course at a coaching institute), so each named batch gives
 * its own; a batch without one cannot be an audience.
 */
async function standardsOf(ctx: AreaContext, batchSourceIds: readonly string[]): Promise<string[]> {
  const names = new Set<string>();
  for (const [i, source] of batchSourceIds.entries()) {
    const field = `batch_source_ids.${i}`;
    const id = await localIdOf(ctx, 'batches', source, field);
    const b = await ctx.trx.selectFrom('batch').select('course_name').where('id', '=', id).where('institute_id', '=', ctx.instituteId).executeTakeFirstOrThrow();
    if (!b.course_name) throw new RowError(field, `${field}: batch '${source}' has no course_name; the calendar is for standards (a batch's course_name), so give the batch one`);
    names.add(b.course_name);
  }
  return [...names].sort();
}

/**
 * Holidays and events of the event calendar [decision 079]: a holiday (event_type 1, also a
 * marker on the timetable) or an event (2, with its category), all day or between two wall
 * times, for students of the named batches' standards or the whole institute. Deleting removes it.
 */
export const events: AreaHandler<TEventRecord> = {
  area: 'events',
  record: ZEventRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const isEvent = r.kind === 'event';
    const row = {
      event_type: isEvent ? (2 as const) : (1 as const),
      holiday_type: isEvent ? EVENT_CATEGORIES.indexOf(r.category ?? 'miscellaneous') + 1 : null,
      title: r.title,
      description: r.description?.trim() || null,
      document_url: r.document_url ?? null,
      start_date: r.start_date,
      end_date: r.end_date ?? r.start_date,
      is_all_day: r.start_time === undefined,
      start_time: r.start_time ?? null,
      end_time: r.end_time ?? null,
      // Students: the audience the student calendar reads [EVENT-DETAIL-10].
      user_types: [1],
      standard_names: await standardsOf(ctx, r.batch_source_ids),
    };
    if (localId === undefined) return (await trx.insertInto('calendar_event').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.updateTable('calendar_event').set(row).where('id', '=', localId).where('institute_id', '=', instituteId).execute();
    return localId;
  },
  async remove({ trx, instituteId }, localId) {
    await trx.deleteFrom('calendar_event').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};

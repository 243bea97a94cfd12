import { sql } from 'kysely';
import { ZStaffRecord, type TStaffRecord } from '@portal/contract';
import type { AreaContext, AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';

/**
 * Writes the teachers of classes named by staff record into the classes' teacher_name and
 * teacher_photo_urls (the lists the timetable and live cards pair by position [LIVE-CARD-5]),
 * in one statement: the classes of `staffId`, or the one class `scheduleId`.
 */
export async function refreshTeachers({ trx, instituteId }: AreaContext, which: { staffId: number } | { scheduleId: number }): Promise<void> {
  const classes =
    'staffId' in which ? sql`select schedule_id from schedule_teacher where staff_id = ${which.staffId}` : sql`select ${which.scheduleId}::int`;
  await sql`
    update schedule s set teacher_name = t.names, teacher_photo_urls = t.photos
    from (select st.schedule_id,
                 string_agg(m.name, ', ' order by st.position) as names,
                 string_agg(coalesce(m.photo_url, ''), ',' order by st.position) as photos
            from schedule_teacher st join staff_member m on m.id = st.staff_id
           where st.schedule_id in (${classes})
           group by st.schedule_id) t
    where s.id = t.schedule_id and s.institute_id = ${instituteId}`.execute(trx);
}

/** Links a class to its teachers' staff records (source ids, in order) and writes their names and photos. */
export async function linkTeachers(ctx: AreaContext, scheduleId: number, staffSourceIds: readonly string[]): Promise<void> {
  const ids: number[] = [];
  for (const [i, source] of staffSourceIds.entries()) ids.push(await localIdOf(ctx, 'staff', source, `teacher_source_ids.${i}`));
  await ctx.trx.deleteFrom('schedule_teacher').where('schedule_id', '=', scheduleId).execute();
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  await ctx.trx.insertInto('schedule_teacher').values(unique.map((staff_id, position) => ({ schedule_id: scheduleId, staff_id, position }))).execute();
  await refreshTeachers(ctx, { scheduleId });
}

/**
 * Staff [decision 081]: teachers and other staff as a name and a photo, no account (the portal
 * is for learners and parents). Classes name them by `teacher_source_ids`; a rename or a new
 * photo follows into those classes. Deleting a staff record leaves the classes the names they
 * showed.
 */
export const staff: AreaHandler<TStaffRecord> = {
  area: 'staff',
  record: ZStaffRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const row = { name: r.name.trim(), photo_url: r.photo_url ?? null };
    const updated = localId === undefined ? undefined : await trx.updateTable('staff_member').set(row).where('id', '=', localId).where('institute_id', '=', instituteId).returning('id').executeTakeFirst();
    if (!updated) return (await trx.insertInto('staff_member').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    await refreshTeachers(ctx, { staffId: updated.id });
    return updated.id;
  },
  async remove(ctx, localId) {
    await ctx.trx.deleteFrom('staff_member').where('id', '=', localId).where('institute_id', '=', ctx.instituteId).execute();
  },
};

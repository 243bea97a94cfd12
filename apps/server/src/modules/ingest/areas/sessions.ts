import { dayKey } from '@portal/domain';
import { ZSessionRecord, type TSessionRecord } from '@portal/contract';
import { RowError, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';
import { linkTeachers } from './staff.ts';

/**
 * Timetable sessions [decision 078]: a class of a batch on a date, offline ('Class', in a room)
 * or live ('Online Class', at its join address); times are the institute's wall times. A class
 * moved to another batch is moved. Deleting a class to come removes it; one already held keeps
 * its place (its attendance is history) and the deletion is refused with why.
 */
export const sessions: AreaHandler<TSessionRecord> = {
  area: 'sessions',
  record: ZSessionRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const row = {
      batch_id: await localIdOf(ctx, 'batches', r.batch_source_id, 'batch_source_id'),
      class_type: r.mode === 'live' ? ('Online Class' as const) : ('Class' as const),
      date: r.date,
      end_date: r.date,
      start_time: r.start_time,
      end_time: r.end_time,
      subject_name: r.subject?.trim() || null,
      teacher_name: r.teacher?.trim() || null,
      teacher_photo_urls: '',
      classroom: r.mode === 'offline' ? r.room?.trim() || null : null,
      session_link: r.mode === 'live' ? r.join_url!.trim() : null,
      topics_covered: r.topics?.trim() || null,
    };
    let id = localId;
    if (id === undefined) id = (await trx.insertInto('schedule').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    else await trx.updateTable('schedule').set(row).where('id', '=', id).where('institute_id', '=', instituteId).execute();
    // Teachers named by staff record bring their names and photos (decision 081).
    await linkTeachers(ctx, id, r.teacher_source_ids ?? []);
    return id;
  },
  async remove(ctx, localId) {
    const { trx, instituteId, now, timeZone } = ctx;
    const held = await trx.selectFrom('schedule').select('date').where('id', '=', localId).where('institute_id', '=', instituteId).where('date', '<', dayKey(now, timeZone)).executeTakeFirst();
    if (held) throw new RowError(null, `this class was held on ${held.date}; it stays in the timetable with its attendance`);
    await trx.deleteFrom('schedule').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};

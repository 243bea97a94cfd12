import type { TRecordingRecord } from '@portal/contract';
import { RowError, type AreaContext } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';

export type RecordedClass = { id: number; date: string; start_time: string };

/**
 * The live class a recording is of: the class imported as session_source_id, or the batch's
 * one live class on `date` (at `start_time` when it had several); a RowError naming the field
 * otherwise. Only a live class ('Online Class') has recordings on the learners' screens.
 */
export async function recordedClass(ctx: AreaContext, r: TRecordingRecord): Promise<RecordedClass> {
  const { trx, instituteId } = ctx;
  const base = trx.selectFrom('schedule').select(['id', 'date', 'start_time', 'class_type']).where('institute_id', '=', instituteId);
  if (r.session_source_id !== undefined) {
    const id = await localIdOf(ctx, 'sessions', r.session_source_id, 'session_source_id');
    const found = await base.where('id', '=', id).executeTakeFirst();
    if (!found) throw new RowError('session_source_id', `session_source_id: the class '${r.session_source_id}' was removed; import it again first`);
    if (found.class_type !== 'Online Class') throw new RowError('session_source_id', `session_source_id: '${r.session_source_id}' is a class in a room; only a live class has recordings`);
    return found;
  }
  const batchId = await localIdOf(ctx, 'batches', r.batch_source_id!, 'batch_source_id');
  const found = await base
    .where('batch_id', '=', batchId)
    .where('date', '=', r.date!)
    .where('class_type', '=', 'Online Class')
    .$if(r.start_time !== undefined, (q) => q.where('start_time', '=', r.start_time!))
    .orderBy('start_time')
    .limit(2)
    .execute();
  const at = r.start_time !== undefined ? ` at ${r.start_time}` : '';
  if (found.length === 0) throw new RowError('date', `date: batch '${r.batch_source_id}' has no live class on ${r.date}${at}`);
  if (found.length > 1) throw new RowError('start_time', `start_time: batch '${r.batch_source_id}' has several live classes on ${r.date}; name the class's start time`);
  return found[0]!;
}

import { sql } from 'kysely';
import type { TWatchHistoryRow } from '@portal/contract';
import { inChangeOrder, pageOf, sourceIdOf } from './change-cursor.ts';
import type { ExportPage, ExportRead } from './export-reader.ts';

/**
 * Videos watched (decision 083): per person and video, the plays and seconds watched so far
 * (the live module keeps totals, stamped again on each play or report), and what the video is:
 * a recording of a live class or a study material of the institute.
 */
export async function readWatchHistory(q: ExportRead): Promise<ExportPage<TWatchHistoryRow>> {
  const { db, instituteId, cursor, limit } = q;
  const read = await db
    .selectFrom('video_watch as vw')
    .innerJoin('app_user as u', 'u.id', 'vw.user_id')
    .leftJoin('student as s', 's.user_id', 'u.id')
    .select([
      'vw.user_id',
      'u.user_type',
      's.id as student_id',
      'vw.video_id',
      'vw.watch_count',
      'vw.watched_seconds',
      // Generated<Timestamp> reads as the Date it is.
      sql<Date>`vw.updated_at`.as('updated_at'),
      'vw.change_xid',
      'vw.change_seq',
      sourceIdOf(instituteId, 'students', 's.id').as('student_source_id'),
      sourceIdOf(instituteId, 'parents', 'vw.user_id').as('parent_source_id'),
      sql<number | null>`(select r.id from recording r join schedule sc on sc.id = r.schedule_id where sc.institute_id = ${instituteId} and (r.video_id = vw.video_id or r.vimeo_video_id = vw.video_id) order by r.id limit 1)`.as('recording_id'),
      sql<number | null>`(select m.id from study_material m where m.institute_id = ${instituteId} and m.video_id = vw.video_id order by m.id limit 1)`.as('material_id'),
    ])
    .where('vw.institute_id', '=', instituteId)
    .where('u.institute_id', '=', instituteId)
    .$call(inChangeOrder('vw', cursor, limit))
    .execute();
  const page = pageOf(read, limit, q.since);
  const recordingIds = page.rows.flatMap((r) => (r.recording_id === null ? [] : [r.recording_id]));
  const materialIds = page.rows.flatMap((r) => (r.material_id === null ? [] : [r.material_id]));
  const recordings = new Map(
    recordingIds.length === 0
      ? []
      : (await db.selectFrom('recording').select(['id', 'session_name', sourceIdOf(instituteId, 'recordings', 'recording.id').as('source_id')]).where('id', 'in', recordingIds).execute()).map((r) => [r.id, r]),
  );
  const materials = new Map(
    materialIds.length === 0 ? [] : (await db.selectFrom('study_material').select(['id', 'title']).where('id', 'in', materialIds).execute()).map((m) => [m.id, m.title]),
  );
  return {
    ...page,
    rows: page.rows.map((r) => {
      const recording = r.recording_id === null ? undefined : recordings.get(r.recording_id);
      const material = r.material_id === null ? undefined : materials.get(r.material_id);
      return {
        user_id: r.user_id,
        student_id: r.student_id,
        student_source_id: r.student_source_id,
        parent_source_id: r.user_type === 1 ? null : r.parent_source_id,
        video_id: r.video_id,
        kind: recording ? 'recording' : material !== undefined ? 'study-material' : null,
        title: recording?.session_name ?? material ?? null,
        recording_id: recording?.id ?? null,
        recording_source_id: recording?.source_id ?? null,
        material_id: recording ? null : (r.material_id ?? null),
        plays: r.watch_count,
        watched_seconds: r.watched_seconds,
        updated_at: r.updated_at.toISOString(),
      };
    }),
  };
}

import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * A recording the learner may watch, found by its protected or Vimeo video id: one of a live
 * class of the learner's batches in the institute (the indexes of migration 0016).
 */
export function findReachableRecording(db: Kysely<DB>, instituteId: number, userId: number, videoId: string) {
  return db
    .selectFrom('recording as r')
    .innerJoin('schedule as s', 's.id', 'r.schedule_id')
    .innerJoin('batch_member as bm', 'bm.batch_id', 's.batch_id')
    .select(['r.id', 'r.uploaded_on', 'r.vimeo_video_id', 'r.size_mb', 'r.file_key'])
    .where('s.institute_id', '=', instituteId)
    .where('bm.user_id', '=', userId)
    .where((eb) => eb.or([eb('r.video_id', '=', videoId), eb('r.vimeo_video_id', '=', videoId)]))
    .limit(1)
    .executeTakeFirst();
}

/** One more play and/or more seconds watched of a video by a user (one row per user and video). */
export async function addWatch(db: Kysely<DB>, w: { userId: number; videoId: string; instituteId: number; plays: number; seconds: number }) {
  await db
    .insertInto('video_watch')
    .values({ user_id: w.userId, video_id: w.videoId, institute_id: w.instituteId, watch_count: w.plays, watched_seconds: w.seconds })
    .onConflict((oc) =>
      oc.columns(['user_id', 'video_id']).doUpdateSet({
        watch_count: sql`video_watch.watch_count + excluded.watch_count`,
        watched_seconds: sql`least(video_watch.watched_seconds + excluded.watched_seconds, 2147483647)`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/** A recording of a live class of the learner's batches, by its id (download_id) [API-LIVE-3]. */
export function findReachableRecordingById(db: Kysely<DB>, instituteId: number, userId: number, recordingId: number) {
  return db
    .selectFrom('recording as r')
    .innerJoin('schedule as s', 's.id', 'r.schedule_id')
    .innerJoin('batch_member as bm', 'bm.batch_id', 's.batch_id')
    .select(['r.id', 'r.session_name', 'r.file_key'])
    .where('r.id', '=', recordingId)
    .where('s.institute_id', '=', instituteId)
    .where('bm.user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
}

/** A recording's stored file by its id, for a signed address (which was checked when handed out). */
export function findRecordingFile(db: Kysely<DB>, recordingId: number) {
  return db.selectFrom('recording').select(['id', 'session_name', 'file_key']).where('id', '=', recordingId).executeTakeFirst();
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { withSession } from '../../testing/login-helpers.ts';

/** Test helpers: the live classes calls as the web client makes them. */
export function meetingsBody(instituteId: number, userId: number, livePast: 1 | 2, extra: Record<string, unknown> = {}) {
  return { institution_id: instituteId, user_id: userId, page_offset: 0, page_size: -1, live_future_past: livePast, category: 3, from_date: null, to_date: null, ...extra };
}

export function postMeetings(app: FastifyInstance, token: string | null, instituteId: number, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/meeting_manager/getMeetingV2/${instituteId}`,
    headers: token ? withSession(token) : { source: 'WEB' },
    payload: body,
  });
}

export function putWatchCount(app: FastifyInstance, token: string | null, body: object) {
  return app.inject({ method: 'PUT', url: '/api/v1/instFileSystem/update-watch-count', headers: token ? withSession(token) : { source: 'WEB' }, payload: body });
}

export function postWatchHistory(app: FastifyInstance, token: string | null, body: object) {
  return app.inject({ method: 'POST', url: '/api/v1/instFileSystem/allocateWatchHistory', headers: token ? withSession(token) : { source: 'WEB' }, payload: body });
}

export function getVimeoLinks(app: FastifyInstance, token: string | null, vimeoId: string, instituteId: string | null) {
  const prod: Record<string, string> = instituteId === null ? {} : { 'x-prod-inst-id': instituteId };
  return app.inject({ url: `/prod/vimeo/download-links/${vimeoId}`, headers: token ? withSession(token, prod) : { source: 'WEB', ...prod } });
}

/** API-LIVE-3, as a download or (type 1) for its play address. */
export function getRecording(app: FastifyInstance, token: string | null, instituteId: number, downloadId: number, query = '', headers: Record<string, string> = {}) {
  return app.inject({
    url: `/api/v1/meeting_manager/recording/download/${instituteId}/${downloadId}${query}`,
    headers: token ? withSession(token, headers) : { source: 'WEB', ...headers },
  });
}

/** The recordings of the live classes a user's batches have, oldest first. */
export function recordingsOf(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('recording as r')
    .innerJoin('schedule as s', 's.id', 'r.schedule_id')
    .innerJoin('batch_member as bm', 'bm.batch_id', 's.batch_id')
    .select(['r.id', 'r.session_name', 'r.video_id', 'r.vimeo_video_id'])
    .where('bm.user_id', '=', userId)
    .orderBy('r.id')
    .execute();
}

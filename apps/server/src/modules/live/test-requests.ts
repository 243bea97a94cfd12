import type { FastifyInstance } from 'fastify';
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
  const prod = instituteId === null ? {} : { 'x-prod-inst-id': instituteId };
  return app.inject({ url: `/prod/vimeo/download-links/${vimeoId}`, headers: token ? withSession(token, prod) : { source: 'WEB', ...prod } });
}

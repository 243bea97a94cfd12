import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAcknowledgeResponse, ZMeetingsParams, ZMeetingsRequest, ZMeetingsResponse, ZVimeoLinksHeaders, ZVimeoLinksParams, ZVimeoLinksResponse, ZWatchCountRequest, ZWatchHistoryRequest } from '@portal/contract';
import { invalidField } from '../../http-error.ts';
import { sessionOf } from '../../session-context.ts';
import type { LiveService } from './live.service.ts';

const OK = { statusCode: 200, message: 'OK', result: null } as const;

/** The live classes screen's calls [API-LIVE-2] [API-LIVE-4..6]; the start check [API-LIVE-1] is the timetable module's. */
export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveService }> = async (app, { live }) => {
  // 'session': a parent sees the child's classes; only joining is refused [LIVE-JOIN-1].
  app.post(
    '/api/v1/meeting_manager/getMeetingV2/:institute_id',
    { config: { access: 'session' }, schema: { params: ZMeetingsParams, body: ZMeetingsRequest, response: { 200: ZMeetingsResponse } } },
    async (request) => ({ statusCode: 200, message: 'OK', result: await live.meetings(sessionOf(request), request.params.institute_id, request.body) }),
  );

  app.put(
    '/api/v1/instFileSystem/update-watch-count',
    { config: { access: 'session' }, schema: { body: ZWatchCountRequest, response: { 200: ZAcknowledgeResponse } } },
    async (request) => (await live.countWatch(sessionOf(request), request.body), OK),
  );

  app.post(
    '/api/v1/instFileSystem/allocateWatchHistory',
    { config: { access: 'session' }, schema: { body: ZWatchHistoryRequest, response: { 200: ZAcknowledgeResponse } } },
    async (request) => (await live.addWatchHistory(sessionOf(request), request.body), OK),
  );

  // The institute is the header x-prod-inst-id, read here (decision 036's way for /prod calls).
  app.get(
    '/prod/vimeo/download-links/:vimeo_video_id',
    { config: { access: 'session' }, schema: { params: ZVimeoLinksParams, response: { 200: ZVimeoLinksResponse } } },
    async (request) => {
      const headers = ZVimeoLinksHeaders.safeParse(request.headers);
      if (!headers.success) throw invalidField('x-prod-inst-id', headers.error.issues[0]!.message);
      return { statusCode: 200, message: 'OK', result: await live.vimeoLinks(sessionOf(request), headers.data['x-prod-inst-id'], request.params.vimeo_video_id) };
    },
  );
};

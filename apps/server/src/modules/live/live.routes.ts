import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMeetingsParams, ZMeetingsRequest, ZMeetingsResponse } from '@portal/contract';
import { sessionOf } from '../../session-context.ts';
import type { LiveService } from './live.service.ts';

/** The live classes screen's calls [API-LIVE-2]; the start check [API-LIVE-1] is the timetable module's. */
export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveService }> = async (app, { live }) => {
  // 'session': a parent sees the child's classes; only joining is refused [LIVE-JOIN-1].
  app.post(
    '/api/v1/meeting_manager/getMeetingV2/:institute_id',
    { config: { access: 'session' }, schema: { params: ZMeetingsParams, body: ZMeetingsRequest, response: { 200: ZMeetingsResponse } } },
    async (request) => ({ statusCode: 200, message: 'OK', result: await live.meetings(sessionOf(request), request.params.institute_id, request.body) }),
  );
};

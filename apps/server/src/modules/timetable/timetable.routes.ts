import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAttendanceParams,
  ZAttendanceRequest,
  ZAttendanceResponse,
  ZSessionStartParams,
  ZSessionStartQuery,
  ZSessionStartResponse,
  ZTimetableRequest,
  ZTimetableResponse,
  ZYearCountRequest,
  ZYearCountResponse,
  type TTimetableResponse,
} from '@portal/contract';
import { asAnswer } from '../../plugins/response-serializer.ts';
import { sessionOf } from '../../session-context.ts';
import type { TimetableService } from './timetable.service.ts';

/** The timetable calls [API-TT-1] [API-TT-3] [API-TT-4] and the live-class start check [API-LIVE-1]. */
export const timetableRoutes: FastifyPluginAsyncZod<{ timetable: TimetableService }> = async (app, { timetable }) => {
  app.post(
    '/api/v2/timeTable/v3',
    { config: { access: 'session' }, schema: { body: ZTimetableRequest, response: { 200: ZTimetableResponse } } },
    async (request) => asAnswer<TTimetableResponse>(await timetable.month(sessionOf(request), request.body)),
  );

  app.post(
    '/api/v2/timeTable/year-count',
    { config: { access: 'session' }, schema: { body: ZYearCountRequest, response: { 200: ZYearCountResponse } } },
    async (request) => ({ statusCode: 200, message: 'OK', result: await timetable.yearCount(sessionOf(request), request.body) }),
  );

  app.post(
    '/api/v1/reports/Student/attendance/:studentId/:batchId',
    {
      config: { access: 'session' },
      schema: { params: ZAttendanceParams, body: ZAttendanceRequest, response: { 200: ZAttendanceResponse } },
    },
    // The list itself, not an envelope [API-TT-4] (decision 030).
    (request) => timetable.attendance(sessionOf(request), request.params.studentId, request.params.batchId, request.body),
  );

  // 'student': a parent login may not join [TT-PHASE-7] [LIVE-JOIN-1]; the auth hook answers 404.
  app.get(
    '/api/v1/meeting_manager/session/start/:institute_id/:session_id',
    {
      config: { access: 'student' },
      schema: { params: ZSessionStartParams, querystring: ZSessionStartQuery, response: { 200: ZSessionStartResponse } },
    },
    async (request) => ({
      statusCode: 200,
      message: 'OK',
      result: await timetable.sessionStart(sessionOf(request), request.params.institute_id, request.params.session_id),
    }),
  );
};

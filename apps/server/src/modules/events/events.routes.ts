import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEventDetailRequest, ZEventDetailResponse, ZTimetableHolidaysRequest, ZTimetableHolidaysResponse } from '@portal/contract';
import { writtenOnce } from '../../plugins/response-serializer.ts';
import { sessionOf } from '../../session-context.ts';
import type { EventsService } from './events.service.ts';

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.post(
    '/api/v1/holiday_manager/event_for_timetable',
    {
      config: { access: 'session' },
      schema: { body: ZTimetableHolidaysRequest, response: { 200: ZTimetableHolidaysResponse } },
    },
    // The map itself, not an envelope [API-TT-2] (decision 030).
    (request) => events.holidays(sessionOf(request), request.body),
  );

  app.post(
    '/api/v1/holiday_manager/getDetail',
    {
      config: { access: 'session' },
      schema: { body: ZEventDetailRequest, response: { 200: ZEventDetailResponse } },
    },
    // The map itself, not an envelope [API-EVENT-1] (decision 030); kept and written once (decision 068).
    async (request) => writtenOnce(await events.month(sessionOf(request), request.body)),
  );
};

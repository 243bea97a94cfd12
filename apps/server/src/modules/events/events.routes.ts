import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEventDetailRequest, ZEventDetailResponse, ZTimetableHolidaysRequest, ZTimetableHolidaysResponse } from '@portal/contract';
import { sessionOf } from '../../session-context.ts';
import type { EventsService } from './events.service.ts';

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.post(
    '/api/v1/holiday_manager/event_for_timetable',
    {
      config: { access: 'session' },
      schema: { body: ZTimetableHolidaysRequest, response: { 200: ZTimetableHolidaysResponse } },
    },
    async (request) => ({ statusCode: 200, message: 'OK', result: await events.holidays(sessionOf(request), request.body) }),
  );

  app.post(
    '/api/v1/holiday_manager/getDetail',
    {
      config: { access: 'session' },
      schema: { body: ZEventDetailRequest, response: { 200: ZEventDetailResponse } },
    },
    async (request) => ({ statusCode: 200, message: 'OK', result: await events.month(sessionOf(request), request.body) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCalendarFeedCreatedResponse,
  ZCalendarFeedIcsParams,
  ZCalendarFeedParams,
  ZCalendarFeedStateResponse,
} from '@portal/contract';
import { sessionOf } from '../../session-context.ts';
import type { CalendarFeedService } from './calendar-feed.service.ts';

const PATH = '/api/v1/calendar-feed/:institute_id/:user_id';

/**
 * The private calendar subscription (decision 013). The address is built from the request's
 * protocol and host: behind a proxy, TRUST_PROXY makes them the ones the browser used.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ feeds: CalendarFeedService }> = async (app, { feeds }) => {
  const schema = { params: ZCalendarFeedParams, response: { 200: ZCalendarFeedStateResponse } };

  app.get(PATH, { config: { access: 'session' }, schema }, async (request) => ({
    statusCode: 200,
    message: 'OK',
    result: await feeds.state(sessionOf(request), request.params.institute_id, request.params.user_id),
  }));

  app.post(
    PATH,
    { config: { access: 'session' }, schema: { params: ZCalendarFeedParams, response: { 200: ZCalendarFeedCreatedResponse } } },
    async (request) => ({
      statusCode: 200,
      message: 'OK',
      result: await feeds.create(sessionOf(request), request.params.institute_id, request.params.user_id, `${request.protocol}://${request.host}`),
    }),
  );

  app.delete(PATH, { config: { access: 'session' }, schema }, async (request) => ({
    statusCode: 200,
    message: 'OK',
    result: await feeds.revoke(sessionOf(request), request.params.institute_id, request.params.user_id),
  }));

  // Public: calendar apps fetch it without a session; the token is the key. Never cached.
  app.get('/api/v1/calendar-feed/ics/:file', { config: { access: 'public' }, schema: { params: ZCalendarFeedIcsParams } }, async (request, reply) => {
    const token = request.params.file.slice(0, -'.ics'.length);
    const body = await feeds.ics(token, { host: request.hostname, origin: `${request.protocol}://${request.host}` });
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="timetable.ics"')
      .type('text/calendar; charset=utf-8')
      .send(body);
  });
};

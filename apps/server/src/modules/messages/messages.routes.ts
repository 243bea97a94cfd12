import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessagesParams, ZMessagesQuery, ZMessagesResponse } from '@portal/contract';
import { writtenOnce } from '../../plugins/response-serializer.ts';
import { sessionOf } from '../../session-context.ts';
import type { MessagesService } from './messages.service.ts';

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  app.get(
    '/api/v1/alerts/config/messagesByPhoneNo/:instituteId/:phone',
    {
      config: { access: 'session' },
      schema: { params: ZMessagesParams, querystring: ZMessagesQuery, response: { 200: ZMessagesResponse } },
    },
    // The list itself, not an envelope [API-MSG-1] (decision 030); kept and written once (decision 068).
    async (request) => writtenOnce(await messages.byPhone(sessionOf(request), request.params.instituteId, request.params.phone, request.query)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZExamLabelsResponse,
  ZExamTestsParams,
  ZExamTestsQuery,
  ZExamTestsResponse,
  ZExamTimeResponse,
  ZTestsByIdRequest,
  ZTestsByIdResponse,
} from '@portal/contract';
import { notFound } from '../../http-error.ts';
import { sessionOf } from '../../session-context.ts';
import type { ExamsService } from './exams.service.ts';

const ok = <T>(data: T) => ({ statusCode: 200, message: 'OK', data });

/**
 * The exam service's calls [API-EXAM-1] [API-EXAM-2] [API-EXAM-7] [API-EXAM-8], registered under
 * EXAM_API_PREFIX (decision 036). They accept our session (cookie or Bearer); the spec's
 * examdesk_auth_token and account token in Authorization are passed over [SESSION-AUTH-3]
 * (decision 028). Answers are `{ statusCode, message, data }`: the spec reads data.data.
 */
export const examServiceRoutes: FastifyPluginAsyncZod<{ exams: ExamsService }> = async (app, { exams }) => {
  // The security plugin marks /api/ and /prod/ answers no-store; this prefix carries personal data too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/student/testLabels', { config: { access: 'session' }, schema: { response: { 200: ZExamLabelsResponse } } }, async (request) =>
    ok(await exams.labels(sessionOf(request))),
  );

  app.get(
    '/student/testLabels/:label_id/tests',
    { config: { access: 'session' }, schema: { params: ZExamTestsParams, querystring: ZExamTestsQuery, response: { 200: ZExamTestsResponse } } },
    async (request) => ok(await exams.labelTests(sessionOf(request), request.params.label_id, request.query.test_type_id)),
  );

  app.post(
    '/tests/list_id',
    { config: { access: 'session' }, schema: { body: ZTestsByIdRequest, response: { 200: ZTestsByIdResponse } } },
    async (request) => ok(await exams.testsById(sessionOf(request), request.body.test_ids, request.body.user_id)),
  );

  // Public: the time is no secret, and the panel may ask before anything else (decision 036).
  app.get('/examPanel/time', { config: { access: 'public' }, schema: { response: { 200: ZExamTimeResponse } } }, async () => ok(exams.time()));

  // Any other address under the prefix is our 404, not the web app's redirect (which only
  // /api/ and /prod/ escape): a client with a wrong path gets an error it can read.
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    config: { access: 'public' },
    handler: async () => {
      throw notFound();
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProductTestHeaders, ZProductTestIdsParams, ZProductTestIdsResponse } from '@portal/contract';
import { invalidField } from '../../http-error.ts';
import { sessionOf } from '../../session-context.ts';
import type { ExamsService } from './exams.service.ts';

/**
 * The product store's lists of a learner's product-assigned tests [API-EXAM-5] (Mock_Test) and
 * [API-EXAM-6] (Online_Test), at the spec's /prod path as the store's other calls (decision 036).
 * The headers x-prod-inst-id and x-prod-user-id are read here rather than by a route schema,
 * which would replace the request's headers with only those it names.
 */
export const productTestsRoutes: FastifyPluginAsyncZod<{ exams: ExamsService }> = async (app, { exams }) => {
  app.get(
    '/prod/user-product/v2/assigned-product-test-ids/:test_type',
    { config: { access: 'session' }, schema: { params: ZProductTestIdsParams, response: { 200: ZProductTestIdsResponse } } },
    async (request) => {
      const parsed = ZProductTestHeaders.safeParse(request.headers);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw invalidField(String(issue.path[0] ?? 'headers'), issue.message);
      }
      const headers = { instituteId: parsed.data['x-prod-inst-id'], userId: parsed.data['x-prod-user-id'] };
      return { statusCode: 200, message: 'OK', result: await exams.productTestIds(sessionOf(request), request.params.test_type, headers) };
    },
  );
};

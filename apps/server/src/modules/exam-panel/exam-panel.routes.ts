import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXAM_PANEL_PREFIX,
  ZPanelAttemptParams,
  ZPanelBookmarkParams,
  ZPanelBookmarkRequest,
  ZPanelBookmarkResponse,
  ZPanelEnterRequest,
  ZPanelEnterResponse,
  ZPanelLaunchRequest,
  ZPanelLaunchResponse,
  ZPanelResultResponse,
  ZPanelSaveRequest,
  ZPanelSaveResponse,
  ZPanelSubmitRequest,
  ZPanelSubmitResponse,
  ZPanelTimeQuery,
  ZPanelTimeResponse,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import { sessionOf } from '../../session-context.ts';
import { callerOf, setAttemptCookie } from './attempt-credentials.ts';
import { serializeEnter } from './enter-serializer.ts';
import type { LaunchService } from './launch.service.ts';
import type { AttemptService } from './panel-attempt.service.ts';
import type { EnterService } from './panel-enter.service.ts';

const ok = <T>(data: T) => ({ statusCode: 200, message: 'OK', data });

export type ExamPanelOptions = { launches: LaunchService; entries: EnterService; attempts: AttemptService; config: AppConfig };

/**
 * The panel's calls (decision 040). Launch needs the login session; enter is public to the auth
 * plugin (the launch token and the session are checked by the service, which answers the
 * panel's 401 rather than the 403 that logs the app out); the calls on an attempt are public to
 * the auth plugin: the route reads what the request carries (callerOf: the attempt cookie, the
 * session token) and the service decides who that is, so a login day that ends during an attempt
 * does not end the attempt. All answer no-store.
 */
const panelRoutes: FastifyPluginAsyncZod<ExamPanelOptions> = async (app, { launches, entries, attempts, config }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/launch',
    { config: { access: 'session' }, schema: { body: ZPanelLaunchRequest, response: { 200: ZPanelLaunchResponse } } },
    async (request) => ok(await launches.launch(sessionOf(request), request.body)),
  );

  // The content part of the answer is checked and written once per test (enter-serializer.ts).
  app.post('/enter', { config: { access: 'public' }, schema: { body: ZPanelEnterRequest, response: { 200: ZPanelEnterResponse } }, serializerCompiler: () => serializeEnter as unknown as (data: unknown) => string }, async (request, reply) => {
    const { view, cookie } = await entries.enter(callerOf(request), request.body.launch_token);
    setAttemptCookie(request, reply, config, cookie.attemptId, cookie.token, cookie.expiresAt);
    return ok(view);
  });

  const attempt = { config: { access: 'public' as const } };
  app.get('/attempts/:attempt_id/time', { ...attempt, schema: { params: ZPanelAttemptParams, querystring: ZPanelTimeQuery, response: { 200: ZPanelTimeResponse } } }, async (request) =>
    ok(await attempts.time(callerOf(request), request.params.attempt_id, request.query.since_ms)),
  );

  // PUT for the panel's queue; POST too, for a last save sent as the window closes (sendBeacon posts).
  app.route({
    method: ['PUT', 'POST'],
    url: '/attempts/:attempt_id/answers',
    ...attempt,
    schema: { params: ZPanelAttemptParams, body: ZPanelSaveRequest, response: { 200: ZPanelSaveResponse } },
    handler: async (request) => ok(await attempts.save(callerOf(request), request.params.attempt_id, request.body.answers, request.body.since_ms)),
  });

  app.post(
    '/attempts/:attempt_id/submit',
    { ...attempt, schema: { params: ZPanelAttemptParams, body: ZPanelSubmitRequest.optional(), response: { 200: ZPanelSubmitResponse } } },
    async (request) => ok(await attempts.submit(callerOf(request), request.params.attempt_id, request.body?.answers)),
  );

  app.get('/attempts/:attempt_id/result', { ...attempt, schema: { params: ZPanelAttemptParams, response: { 200: ZPanelResultResponse } } }, async (request) =>
    ok(await attempts.result(callerOf(request), request.params.attempt_id)),
  );

  app.post(
    '/attempts/:attempt_id/bookmarks',
    { ...attempt, schema: { params: ZPanelAttemptParams, body: ZPanelBookmarkRequest, response: { 200: ZPanelBookmarkResponse } } },
    async (request) => ok(await attempts.bookmark(callerOf(request), request.params.attempt_id, request.body.question_id, true)),
  );

  app.delete(
    '/attempts/:attempt_id/bookmarks/:question_id',
    { ...attempt, schema: { params: ZPanelBookmarkParams, response: { 200: ZPanelBookmarkResponse } } },
    async (request) => ok(await attempts.bookmark(callerOf(request), request.params.attempt_id, request.params.question_id, false)),
  );
};

/** The test panel under EXAM_PANEL_PREFIX; its services (and the deadline sweep) are built by app.ts. */
export const examPanelRoutes: FastifyPluginAsyncZod<ExamPanelOptions> = async (app, options) => {
  await app.register(panelRoutes, { prefix: EXAM_PANEL_PREFIX, ...options });
};

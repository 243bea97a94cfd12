import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROGRESS_PATH, ZProgressParams, ZProgressResponse } from '@portal/contract';
import { sessionOf } from '../../session-context.ts';
import type { ProgressService } from './progress.service.ts';

/** The learner's progress over time (ours, issue 15, decision 048); the body is the progress. */
export const progressRoutes: FastifyPluginAsyncZod<{ progress: ProgressService }> = async (app, { progress }) => {
  app.get(PROGRESS_PATH, { config: { access: 'session' }, schema: { params: ZProgressParams, response: { 200: ZProgressResponse } } }, async (request) =>
    progress.progress(sessionOf(request), request.params.user_id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBookmarksParams, ZBookmarksResponse, ZDeleteBookmarkRequest, ZDeleteBookmarkResponse } from '@portal/contract';
import { sessionOf } from '../../session-context.ts';
import type { BookmarksService } from './bookmarks.service.ts';

/**
 * The bookmark calls of the exam service, under EXAM_API_PREFIX [API-EXAM-3] [API-EXAM-4]. The
 * list is for the session's learner (a parent reads the chosen child's); removing is a student's
 * (or open user's) own act: a parent's session is 404, as every route of the other kind of
 * account (decision 043: parents view only).
 */
export const bookmarkRoutes: FastifyPluginAsyncZod<{ bookmarks: BookmarksService }> = async (app, { bookmarks }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/student/testLabels/bookmark/:user_id',
    { config: { access: 'session' }, schema: { params: ZBookmarksParams, response: { 200: ZBookmarksResponse } } },
    async (request) => ({ statusCode: 200, message: 'OK', data: await bookmarks.list(sessionOf(request), request.params.user_id) }),
  );

  app.post(
    '/student/testLabels/deleteBookmark',
    { config: { access: 'student' }, schema: { body: ZDeleteBookmarkRequest, response: { 200: ZDeleteBookmarkResponse } } },
    async (request) => {
      const { removed } = await bookmarks.remove(sessionOf(request), request.body.student_id, request.body.question_id);
      return { statusCode: 200, validate: 1 as const, message: removed ? 'Bookmark removed' : 'Bookmark already removed' };
    },
  );
};

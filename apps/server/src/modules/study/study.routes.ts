import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZStudyCoursesParams, ZStudyCoursesQuery, ZStudyCoursesResponse, ZStudyMaterialRequest, ZStudyMaterialResponse, type TStudyMaterialResponse } from '@portal/contract';
import { asAnswer } from '../../plugins/response-serializer.ts';
import { sessionOf } from '../../session-context.ts';
import type { StudyService } from './study.service.ts';

/**
 * The study materials screen's calls [API-STUDY-1] [API-STUDY-2]. 'student': a parent's session
 * is refused (404) as the menu hides Study Materials from parents [SHELL-MENU-3]; students and
 * open users are served. A material's file is read through the download call (API-DOC-3) and a
 * protected one through videoOTP (API-VIDEO-1), decision 066.
 */
export const studyRoutes: FastifyPluginAsyncZod<{ study: StudyService }> = async (app, { study }) => {
  app.get(
    '/api/v1/instFileSystem/get-student-ecourses/:institute_id/:id',
    { config: { access: 'student' }, schema: { params: ZStudyCoursesParams, querystring: ZStudyCoursesQuery, response: { 200: ZStudyCoursesResponse } } },
    async (request) => study.courseTypes(sessionOf(request), request.params.institute_id, request.params.id),
  );

  app.post(
    '/api/v1/instFileSystem/get-study-material',
    { config: { access: 'student' }, schema: { body: ZStudyMaterialRequest, response: { 200: ZStudyMaterialResponse } } },
    async (request) => asAnswer<TStudyMaterialResponse>(await study.material(sessionOf(request), request.body)),
  );
};

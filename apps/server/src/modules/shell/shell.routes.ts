import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAcademicYearList,
  ZAcademicYearParams,
  ZBrandingQuery,
  ZBrandingResponse,
} from '@portal/contract';
import { sessionOf } from '../../session-context.ts';
import type { ShellService } from './shell.service.ts';

export const shellRoutes: FastifyPluginAsyncZod<{ shell: ShellService }> = async (app, { shell }) => {
  app.get(
    '/api/v1/institutes/getLogoAndFavIcon',
    {
      config: { access: 'public' },
      schema: { querystring: ZBrandingQuery, response: { 200: ZBrandingResponse } },
    },
    (request) => shell.branding(request.query.virtualHostUrl),
  );

  app.get(
    '/api/v1/academicYear/all/:instituteId',
    {
      config: { access: 'session' },
      schema: { params: ZAcademicYearParams, response: { 200: ZAcademicYearList } },
    },
    (request) => shell.academicYears(sessionOf(request), request.params.instituteId),
  );
};

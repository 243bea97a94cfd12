import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAcademicYearList,
  ZAcademicYearParams,
  ZBrandingQuery,
  ZBrandingResponse,
  ZWebAccessTokenParams,
  ZWebAccessTokenResponse,
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

  // Not in the spec: the older client asks it before the academic years. A session's own
  // institute gets a value that grants nothing (decision 028); another institute 404.
  app.get(
    '/api/v1/institutes/webAccessToken/:instituteId',
    {
      config: { access: 'session' },
      schema: { params: ZWebAccessTokenParams, response: { 200: ZWebAccessTokenResponse } },
    },
    (request) => shell.webAccessToken(sessionOf(request), request.params.instituteId),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnnouncementParams,
  ZAnnouncementQuery,
  ZAnnouncementResponse,
  ZBannerParams,
  ZBannerResponse,
} from '@portal/contract';
import { okOnce } from '../../plugins/response-serializer.ts';
import { sessionOf } from '../../session-context.ts';
import type { HomeService } from './home.service.ts';

export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.get(
    '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/:instituteId',
    {
      config: { access: 'session' },
      schema: { params: ZAnnouncementParams, querystring: ZAnnouncementQuery, response: { 200: ZAnnouncementResponse } },
    },
    // Kept per data version and written once (decisions 058 and 068).
    async (request) => okOnce(await home.announcements(sessionOf(request), request.params.instituteId, request.query)),
  );

  app.get(
    '/api/v1/banner-prom/for_student/:userType',
    {
      config: { access: 'session' },
      schema: { params: ZBannerParams, response: { 200: ZBannerResponse } },
    },
    async (request) => okOnce(await home.bannersAndPromotions(sessionOf(request), request.params.userType)),
  );
};

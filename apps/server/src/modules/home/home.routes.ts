import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANNOUNCEMENT_FILE_PATH,
  ZAnnouncementFileQuery,
  ZAnnouncementParams,
  ZAnnouncementQuery,
  ZAnnouncementResponse,
  ZBannerParams,
  ZBannerResponse,
} from '@portal/contract';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { sendFileRange } from '../../lib/send-file-range.ts';
import { okOnce } from '../../plugins/response-serializer.ts';
import { sessionOf } from '../../session-context.ts';
import type { HomeService } from './home.service.ts';

export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService; files: FileStore }> = async (app, { home, files }) => {
  app.get(
    '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/:instituteId',
    {
      config: { access: 'session' },
      schema: { params: ZAnnouncementParams, querystring: ZAnnouncementQuery, response: { 200: ZAnnouncementResponse } },
    },
    // Kept per data version and written once (decisions 058 and 068).
    async (request) => okOnce(await home.announcements(sessionOf(request), request.params.instituteId, request.query)),
  );

  // A notice's attached file (decision 093): the signed address of its file_url, and a session
  // that sees the notice now, both. Byte ranges, so a phone resumes a cut download.
  app.get(ANNOUNCEMENT_FILE_PATH, { config: { access: 'session' }, schema: { querystring: ZAnnouncementFileQuery } }, async (request, reply) =>
    sendFileRange(request, reply, files, await home.announcementFile(sessionOf(request), request.query)),
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

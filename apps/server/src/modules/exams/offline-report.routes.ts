import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOfflineReportParams, ZOfflineReportResponse } from '@portal/contract';
import { sessionOf } from '../../session-context.ts';
import type { OfflineReportService } from './offline-report.service.ts';

/** The offline exam report [API-EXAM-9] on the main API; the body is the report itself (decision 036). */
export const offlineReportRoutes: FastifyPluginAsyncZod<{ offline: OfflineReportService }> = async (app, { offline }) => {
  app.get(
    '/api/v1/reports/Student/:stud_id',
    { config: { access: 'session' }, schema: { params: ZOfflineReportParams, response: { 200: ZOfflineReportResponse } } },
    async (request) => offline.report(sessionOf(request), request.params.stud_id),
  );
};

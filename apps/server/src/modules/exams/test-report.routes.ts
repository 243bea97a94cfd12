import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTestReportParams, ZTestReportResponse } from '@portal/contract';
import { sessionOf } from '../../session-context.ts';
import type { TestReportService } from './test-report.service.ts';

/** The report of a test [API-EXAM-10] on the main API; the body is the report itself (decision 044). */
export const testReportRoutes: FastifyPluginAsyncZod<{ reports: TestReportService }> = async (app, { reports }) => {
  app.get(
    '/api/v1/studentdashboard/testReports/:ids/:test_id/:attempt_id',
    { config: { access: 'session' }, schema: { params: ZTestReportParams, response: { 200: ZTestReportResponse } } },
    async (request) => reports.report(sessionOf(request), request.params.ids, request.params.test_id, request.params.attempt_id),
  );
};

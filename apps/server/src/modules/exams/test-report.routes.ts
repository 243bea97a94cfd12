import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCORE_CARD_PDF_PATH, SOLUTIONS_PDF_PATH, ZReportDownloadParams, ZTestReportParams, ZTestReportResponse } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { ReportPdfService } from './report-pdf.service.ts';
import { sessionOf } from '../../session-context.ts';
import type { TestReportService } from './test-report.service.ts';

/** A PDF of the learner's own: never cached; shown in the browser, or saved when `download`. */
function sendPdf(reply: FastifyReply, file: { fileName: string; pdf: Buffer }, download: boolean) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${file.fileName}"`)
    .type('application/pdf')
    .send(file.pdf);
}

/**
 * The report of a test [API-EXAM-10] on the main API, the body the report itself (decision 044),
 * and its PDFs (decision 047): the score card, the solutions previewed or downloaded.
 */
export const testReportRoutes: FastifyPluginAsyncZod<{ reports: TestReportService; pdfs: ReportPdfService }> = async (app, { reports, pdfs }) => {
  app.get(
    '/api/v1/studentdashboard/testReports/:ids/:test_id/:attempt_id',
    { config: { access: 'session' }, schema: { params: ZTestReportParams, response: { 200: ZTestReportResponse } } },
    async (request) => reports.report(sessionOf(request), request.params.ids, request.params.test_id, request.params.attempt_id),
  );

  app.get(SCORE_CARD_PDF_PATH, { config: { access: 'session' }, schema: { params: ZTestReportParams } }, async (request, reply) =>
    sendPdf(reply, await pdfs.scoreCard(sessionOf(request), request.params.ids, request.params.test_id, request.params.attempt_id), true),
  );
  app.get(SOLUTIONS_PDF_PATH, { config: { access: 'session' }, schema: { params: ZTestReportParams } }, async (request, reply) =>
    sendPdf(reply, await pdfs.solutions(sessionOf(request), request.params.ids, request.params.test_id, request.params.attempt_id), false),
  );
  app.get(`${SOLUTIONS_PDF_PATH}/:download`, { config: { access: 'session' }, schema: { params: ZReportDownloadParams } }, async (request, reply) =>
    sendPdf(reply, await pdfs.solutions(sessionOf(request), request.params.ids, request.params.test_id, request.params.attempt_id), true),
  );
};

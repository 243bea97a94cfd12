import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_AREAS, ZAuditPage, ZExportPages, ZExportQuery, type ExportArea } from '@portal/contract';
import type { z } from 'zod';
import { apiCallerOf } from './ingest-auth.ts';
import type { ExportAnswer, ExportService } from './export.service.ts';
import type { IngestOperation } from './openapi.ts';

/** The exports and the audit, as the OpenAPI description lists them (decision 083). */
export const EXPORT_OPERATIONS: IngestOperation[] = [
  ...EXPORT_AREAS.map((area): IngestOperation => ({
    method: 'get',
    path: `/export/${area}`,
    summary: `Pull ${area} changed since a cursor: one page in change order and \`next\`, the cursor of the next page (a row changed again comes again)`,
    scope: `read:${area}`,
    query: ZExportQuery,
    response: ZExportPages[area],
  })),
  { method: 'get', path: '/audit', summary: "The institute's import jobs and export calls (key id and name, area, counts or rows), in change order with `next`", scope: 'read:jobs', query: ZExportQuery, response: ZAuditPage },
];

/**
 * GET /export/{area} and /audit, registered under the ingest prefix inside its plugin, so its
 * key check applies; one route per area, so each answer is checked against its own schema.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportService }> = async (app, { exports }) => {
  const key = { access: 'api-key' as const };
  const exportRoute = <A extends ExportArea>(area: A, response: z.ZodType<ExportAnswer<A>, unknown>) =>
    app.get(`/export/${area}`, { config: key, schema: { querystring: ZExportQuery, response: { 200: response } } }, async (request) =>
      exports.page(apiCallerOf(request, `read:${area}`), area, request.query),
    );
  exportRoute('homework-submissions', ZExportPages['homework-submissions']);
  exportRoute('test-attempts', ZExportPages['test-attempts']);
  exportRoute('attendance', ZExportPages.attendance);
  exportRoute('watch-history', ZExportPages['watch-history']);
  app.get('/audit', { config: key, schema: { querystring: ZExportQuery, response: { 200: ZAuditPage } } }, async (request) => exports.audit(apiCallerOf(request, 'read:jobs'), request.query));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIngestFile, ZIngestFileQuery, ZIngestJob, ZIngestJobParams, ZIngestQuery, ZIngestUpload, ZIngestWhoAmI, ZSourceId, type TIngestUpload } from '@portal/contract';
import { z } from 'zod';
import { invalidField, notFound } from '../../http-error.ts';
import type { LoginRateLimiter } from '../../plugins/rate-limit.ts';
import type { ApiKeysService } from '../api-keys/api-keys.service.ts';
import type { InstitutesService } from '../institutes/institutes.service.ts';
import { EXPORT_OPERATIONS, exportRoutes } from './export.routes.ts';
import type { ExportService } from './export.service.ts';
import type { AreaHandler } from './area-handler.ts';
import { AREA_HANDLERS } from './areas/index.ts';
import { csvTemplate } from './csv/csv-template.ts';
import { csvUpload } from './csv/csv-upload.ts';
import { ingestFileRoutes } from './files/files.routes.ts';
import type { IngestFilesService } from './files/ingest-files.service.ts';
import { apiCallerOf, registerIngestAuth } from './ingest-auth.ts';
import type { IngestService } from './ingest.service.ts';
import { openApiDocument, type IngestOperation } from './openapi.ts';

export const INGEST_PREFIX = '/api/ingest/v1';
const DEFAULT_WAIT_SECONDS = 25;
// A zip of 50,000 pupils' roster is a few megabytes; the inflated files are limited in read-zip.ts.
const ONEROSTER_LIMIT = 128 * 1024 * 1024;

/** The calls of the integration API, as the OpenAPI description lists them. */
export const INGEST_OPERATIONS: IngestOperation[] = [
  { method: 'get', path: '/whoami', summary: 'The institute and scopes of the presented key', response: ZIngestWhoAmI },
  ...[...AREA_HANDLERS.values()].flatMap((h): IngestOperation[] => [
    { method: 'put', path: `/${h.area}`, summary: `Import ${h.area} (JSON records keyed by source_id)`, scope: `write:${h.area}`, query: ZIngestQuery, body: ZIngestUpload.extend({ records: z.array(h.record) }), response: ZIngestJob },
    { method: 'get', path: `/templates/${h.area}`, summary: `A CSV header of ${h.area} with an example row (PUT /${h.area} takes text/csv too: lists separated by ';')`, response: z.string() },
    { method: 'delete', path: `/${h.area}/{source_id}`, summary: `Delete one of ${h.area} by its source_id`, scope: `write:${h.area}`, response: ZIngestJob },
  ]),
  { method: 'post', path: '/oneroster', summary: 'Import a OneRoster 1.2 CSV zip (Content-Type: application/zip): orgs, academicSessions, courses, classes, users, roles, demographics, enrollments, categories, lineItems, results', scope: 'write:oneroster', query: ZIngestQuery, response: ZIngestJob },
  { method: 'put', path: '/files/{source_id}', summary: "A file's bytes (any Content-Type; ?name= its file name): records name it by source_id; the same bytes again are unchanged (201 when created)", scope: 'write:files', query: ZIngestFileQuery, body: z.string().describe('the bytes'), response: ZIngestFile },
  { method: 'get', path: '/jobs/{id}', summary: 'An import job: state, counts, the first 100 errors', response: ZIngestJob },
  { method: 'get', path: '/jobs/{id}/errors.csv', summary: "An import job's errors as CSV (file, line, source_id, field, message)", response: z.string() },
  ...EXPORT_OPERATIONS,
];

type IngestDeps = { keys: ApiKeysService; institutes: InstitutesService; limiter: LoginRateLimiter; ingest: IngestService; files: IngestFilesService; exports: ExportService };

const ZAreaParams = z.object({ area: z.string().max(64) });
const ZRecordParams = ZAreaParams.extend({ source_id: ZSourceId });

/** A JSON body checked here, not by the route's schema: the same route takes CSV text. */
function jsonUpload(body: unknown): TIngestUpload {
  const parsed = ZIngestUpload.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw invalidField(issue.path.map(String).join('.') || 'body', issue.message);
}

function handlerOf(area: string): AreaHandler {
  const handler = AREA_HANDLERS.get(area);
  if (!handler) throw notFound(`No area '${area}'. The areas: ${[...AREA_HANDLERS.keys()].join(', ')} (GET /api/ingest/v1/openapi.json).`);
  return handler;
}

/** The integration API under /api/ingest/v1 (decisions 077, 078): keys, not sessions; the key decides the institute. */
export const ingestRoutes: FastifyPluginAsyncZod<IngestDeps> = async (app, { keys, institutes, limiter, ingest, files, exports }) => {
  registerIngestAuth(app, { keys, limiter });
  await app.register(exportRoutes, { exports, prefix: INGEST_PREFIX });
  app.addHook('onClose', () => ingest.drain());
  const document = openApiDocument(INGEST_OPERATIONS, INGEST_PREFIX);
  const key = { access: 'api-key' as const };

  app.get(`${INGEST_PREFIX}/openapi.json`, { config: { access: 'public' }, schema: { response: { 200: z.looseObject({ openapi: z.literal('3.1.0') }) } } }, async () => document);

  app.get(`${INGEST_PREFIX}/whoami`, { config: key, schema: { response: { 200: ZIngestWhoAmI } } }, async (request) => {
    const caller = apiCallerOf(request);
    return { institute_id: caller.instituteId, institute_name: (await institutes.name(caller.instituteId)) ?? '', key_name: caller.keyName, scopes: caller.scopes };
  });

  // A CSV upload: the whole text (an area's records are a few megabytes at most).
  app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string', bodyLimit: 64 * 1024 * 1024 }, (_request, body, done) => done(null, body));
  app.put(
    `${INGEST_PREFIX}/:area`,
    { config: key, bodyLimit: 64 * 1024 * 1024, schema: { params: ZAreaParams, querystring: ZIngestQuery, body: z.unknown(), response: { 200: ZIngestJob, 202: ZIngestJob } } },
    async (request, reply) => {
      const handler = handlerOf(request.params.area);
      const caller = apiCallerOf(request, `write:${handler.area}`);
      const { body, query } = request;
      const csv = typeof body === 'string' ? csvUpload(handler, body) : null;
      const json = csv ? null : jsonUpload(body);
      const rows = csv?.rows ?? json!.records.map((value, i) => ({ line: i + 1, value }));
      const job = await ingest.upload(caller, handler, rows, {
        mode: query.mode ?? json?.mode ?? 'delta',
        scope: (query.scope ?? json?.scope)?.trim() || null,
        dryRun: query.dry_run ?? json?.dry_run ?? false,
        atomic: query.atomic ?? false,
        maxDeletePercent: query.max_delete_percent,
        waitSeconds: query.wait ?? DEFAULT_WAIT_SECONDS,
        file: `${handler.area}.${csv ? 'csv' : 'json'}`,
        columns: csv?.columns,
      });
      return reply.code(job.state === 'running' ? 202 : 200).send(job);
    },
  );

  app.get(`${INGEST_PREFIX}/templates/:area`, { config: key, schema: { params: ZAreaParams } }, async (request, reply) => {
    const handler = handlerOf(request.params.area);
    apiCallerOf(request);
    const template = csvTemplate(handler);
    if (!template) throw notFound(`${handler.area} are sent as JSON records (GET /api/ingest/v1/openapi.json describes them).`);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${handler.area}.csv"`).send(template);
  });

  app.delete(`${INGEST_PREFIX}/:area/:source_id`, { config: key, schema: { params: ZRecordParams, querystring: ZIngestQuery, response: { 200: ZIngestJob, 202: ZIngestJob } } }, async (request, reply) => {
    const handler = handlerOf(request.params.area);
    const caller = apiCallerOf(request, `write:${handler.area}`);
    const { query } = request;
    const job = await ingest.upload(caller, handler, [{ line: 1, value: { source_id: request.params.source_id, status: 'tobedeleted' } }], {
      mode: 'delta',
      scope: null,
      dryRun: query.dry_run ?? false,
      atomic: true,
      waitSeconds: query.wait ?? DEFAULT_WAIT_SECONDS,
      file: 'DELETE',
    });
    return reply.code(job.state === 'running' ? 202 : 200).send(job);
  });

  await app.register(ingestFileRoutes, { prefix: INGEST_PREFIX, files });

  // A OneRoster package arrives as the zip's bytes (the command line and curl --data-binary).
  app.addContentTypeParser(['application/zip', 'application/x-zip-compressed', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: ONEROSTER_LIMIT }, (_request, body, done) => done(null, body));
  app.post(
    `${INGEST_PREFIX}/oneroster`,
    { config: key, bodyLimit: ONEROSTER_LIMIT, schema: { querystring: ZIngestQuery, response: { 200: ZIngestJob, 202: ZIngestJob } } },
    async (request, reply) => {
      const caller = apiCallerOf(request, 'write:oneroster');
      if (!Buffer.isBuffer(request.body)) throw invalidField('body', 'send the zip itself with Content-Type: application/zip');
      const { query } = request;
      const job = await ingest.uploadOneRoster(caller, request.body, { dryRun: query.dry_run ?? false, atomic: query.atomic ?? false, maxDeletePercent: query.max_delete_percent, waitSeconds: query.wait ?? DEFAULT_WAIT_SECONDS });
      return reply.code(job.state === 'running' ? 202 : 200).send(job);
    },
  );

  app.get(`${INGEST_PREFIX}/jobs/:id`, { config: key, schema: { params: ZIngestJobParams, response: { 200: ZIngestJob } } }, async (request) => ingest.job(apiCallerOf(request), request.params.id));

  app.get(`${INGEST_PREFIX}/jobs/:id/errors.csv`, { config: key, schema: { params: ZIngestJobParams } }, async (request, reply) => {
    const csv = await ingest.errorsCsv(apiCallerOf(request), request.params.id);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="errors.csv"').send(csv);
  });
};

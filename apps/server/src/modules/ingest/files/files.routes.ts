import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIngestFile, ZIngestFileParams, ZIngestFileQuery } from '@portal/contract';
import { apiCallerOf } from '../ingest-auth.ts';
import type { IngestFilesService } from './ingest-files.service.ts';

/**
 * PUT /api/ingest/v1/files/{source_id}?name=... (registered under the API's prefix): the body is the file's bytes, whatever its
 * Content-Type, streamed to the store (never held in memory). In its own plugin so that its
 * catch-all body parser does not reach the JSON and zip routes beside it.
 */
export const ingestFileRoutes: FastifyPluginAsyncZod<{ files: IngestFilesService }> = async (app, { files }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  app.put(
    '/files/:source_id',
    { config: { access: 'api-key' }, schema: { params: ZIngestFileParams, querystring: ZIngestFileQuery, response: { 200: ZIngestFile, 201: ZIngestFile } } },
    async (request, reply) => {
      const caller = apiCallerOf(request, 'write:files');
      const stored = await files.put(caller, request.params.source_id, request.query.name, request.body as Readable);
      return reply.code(stored.outcome === 'created' ? 201 : 200).send(stored);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIngestWhoAmI } from '@portal/contract';
import { z } from 'zod';
import type { LoginRateLimiter } from '../../plugins/rate-limit.ts';
import type { ApiKeysService } from '../api-keys/api-keys.service.ts';
import type { InstitutesService } from '../institutes/institutes.service.ts';
import { apiCallerOf, registerIngestAuth } from './ingest-auth.ts';
import { openApiDocument, type IngestOperation } from './openapi.ts';

export const INGEST_PREFIX = '/api/ingest/v1';

/** The calls of the integration API; each area's import and export adds its own (issue 34). */
export const INGEST_OPERATIONS: IngestOperation[] = [
  { method: 'get', path: '/whoami', summary: 'The institute and scopes of the presented key', response: ZIngestWhoAmI },
];

type IngestDeps = { keys: ApiKeysService; institutes: InstitutesService; limiter: LoginRateLimiter };

/** The integration API under /api/ingest/v1 (decision 077): keys, not sessions; JSON, not the spec's envelopes. */
export const ingestRoutes: FastifyPluginAsyncZod<IngestDeps> = async (app, { keys, institutes, limiter }) => {
  registerIngestAuth(app, { keys, limiter });
  const document = openApiDocument(INGEST_OPERATIONS, INGEST_PREFIX);

  app.get(`${INGEST_PREFIX}/openapi.json`, { config: { access: 'public' }, schema: { response: { 200: z.looseObject({ openapi: z.literal('3.1.0') }) } } }, async () => document);

  app.get(`${INGEST_PREFIX}/whoami`, { config: { access: 'api-key' }, schema: { response: { 200: ZIngestWhoAmI } } }, async (request) => {
    const caller = apiCallerOf(request);
    return { institute_id: caller.instituteId, institute_name: (await institutes.name(caller.instituteId)) ?? '', key_name: caller.keyName, scopes: caller.scopes };
  });
};

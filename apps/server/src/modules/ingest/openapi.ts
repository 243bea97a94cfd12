import { z } from 'zod';
import { ZErrorBody } from '@portal/contract';

/** One call of the integration API as the OpenAPI description lists it. */
export type IngestOperation = {
  method: 'get' | 'put' | 'post' | 'delete';
  /** Below /api/ingest/v1, in OpenAPI's {param} form. */
  path: string;
  summary: string;
  /** The scope the key needs, if any. */
  scope?: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
};

const json = (schema: z.ZodType) => ({ 'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) } });
const errors = { description: 'Refused: the message says why, `errors` names the fields', content: json(ZErrorBody) };

/**
 * OpenAPI 3.1 of the integration API, generated from the same zod schemas the routes check
 * (so the description cannot drift from what the server accepts).
 */
export function openApiDocument(operations: readonly IngestOperation[], serverUrl = '/api/ingest/v1'): { openapi: '3.1.0' } & Record<string, unknown> {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of operations) {
    const parameters = op.query
      ? Object.entries(z.toJSONSchema(op.query, { io: 'input', unrepresentable: 'any' }).properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: false, schema }))
      : [];
    for (const [, name] of op.path.matchAll(/\{([a-z_]+)\}/g)) parameters.push({ name: name!, in: 'path', required: true, schema: { type: 'string' } });
    (paths[op.path] ??= {})[op.method] = {
      summary: op.summary,
      ...(op.scope ? { description: `Needs the key scope \`${op.scope}\`.` } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body ? { requestBody: { required: true, content: json(op.body) } } : {}),
      responses: { 200: { description: 'Done', content: json(op.response) }, 400: errors, 401: errors, 403: errors, 404: errors, 429: errors },
    };
  }
  return {
    openapi: '3.1.0' as const,
    info: { title: 'Portal integration API', version: '1', description: "An institute's own data in and out (issue 34). Every call but this description needs `Authorization: Bearer <key>` (npm run apikey -- create)." },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } },
    security: [{ apiKey: [] }],
    paths,
  };
}

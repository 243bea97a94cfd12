import fc from 'fast-check';
import type { z } from 'zod';
import type { TableRoute } from './route-table.ts';
import { CRITICAL_BY_KIND, escapeText, hostileQuery, hostileSegment, hostileValue, malformedJson, oddText } from './hostile-values.ts';
import { arbitraryFor, cleanFor, fieldArbitrary, hostileFor, leafKind, type Samples } from './zod-arbitrary.ts';

/** One generated request, as inject() takes it (the session is added per caller). */
export type GeneratedRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const BOUNDARY = 'no5xxBoundary';
const CRLF = '\r\n';

/** How a value travels in a path, a query or a form field: text. */
function asText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value) ?? '';
}

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod's internal definition
  const def = schema ? (schema as any)._zod.def : null;
  return def?.type === 'object' ? (def.shape as Record<string, z.ZodType>) : {};
}

/**
 * The path: each `:name` segment from the params schema's field (any value when the schema has
 * none), each `*` from odd paths; now and then one of them a hostile segment, escaped or
 * deliberately not. A segment that mixes a parameter with text cannot be driven: it throws, so
 * the test fails.
 */
function pathArbitrary(route: TableRoute, samples: Samples): fc.Arbitrary<string> {
  const fields = shapeOf(route.params);
  const variable: number[] = [];
  const hostile: fc.Arbitrary<string>[] = [];
  const segments = route.url.split('/').map((segment, i): fc.Arbitrary<string> => {
    if (segment.startsWith(':')) {
      variable.push(i);
      const name = segment.slice(1);
      const text = (v: unknown) => escapeText(asText(v).slice(0, 4_000));
      hostile[i] = fc.oneof({ arbitrary: hostileFor(fields[name]).map(text), weight: 2 }, { arbitrary: hostileSegment, weight: 1 });
      return fieldArbitrary(name, fields[name], samples).map(text);
    }
    if (segment === '*') {
      variable.push(i);
      hostile[i] = hostileSegment;
      return fc.constantFrom('', 'index.html', 'assets/app.js', 'assets/missing.js', 'timetable', 'a/b/c');
    }
    if (segment.includes(':') || segment.includes('*')) throw new Error(`cannot drive the path segment '${segment}' of ${route.url}`);
    return fc.constant(segment);
  });
  const clean = fc.tuple(...segments);
  if (variable.length === 0) return clean.map((parts) => parts.join('/'));
  const bad = fc.constantFrom(...variable).chain((i) => hostile[i]!.map((value) => [i, value] as const));
  const oneHostile = fc.tuple(clean, bad).map(([parts, [i, value]]) => parts.map((p, j) => (j === i ? value : p)));
  return fc.oneof({ arbitrary: clean, weight: 1 }, { arbitrary: oneHostile, weight: 1 }).map((parts) => parts.join('/'));
}

function queryArbitrary(route: TableRoute, samples: Samples): fc.Arbitrary<string> {
  const fromSchema = route.querystring
    ? arbitraryFor(route.querystring, samples).map((value) => {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) return `q=${escapeText(asText(value).slice(0, 20_000))}`;
        const pairs: string[] = [];
        for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
          if (v === undefined) continue;
          for (const one of Array.isArray(v) ? v : [v]) pairs.push(`${escapeText(key)}=${escapeText(asText(one).slice(0, 20_000))}`);
        }
        return pairs.join('&');
      })
    : fc.constant('');
  return fc.oneof({ arbitrary: fromSchema, weight: 5 }, { arbitrary: hostileQuery, weight: 1 });
}

/** A multipart body: the route's declared fields (or a hostile fileJson) and some files with odd names, in either order. */
function multipartArbitrary(route: TableRoute, samples: Samples): fc.Arbitrary<{ type: string; payload: Buffer }> {
  const declared = route.multipartFields ?? { fileJson: undefined };
  const fields = fc.tuple(
    ...Object.entries(declared).map(([name, schema]) =>
      fc
        .oneof(
          { arbitrary: (schema ? arbitraryFor(schema, samples) : hostileValue).map((v) => JSON.stringify(v) ?? ''), weight: 4 },
          { arbitrary: hostileValue.map(asText), weight: 1 },
        )
        .map((text) => `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${text}${CRLF}`),
    ),
  );
  const file = fc
    .record({
      name: fc.oneof(fc.constantFrom('notes.pdf', 'a.png', '../../etc/passwd', 'x'.repeat(300) + '.pdf', ''), oddText.map((t) => t.replaceAll('"', '%22').replace(/[\r\n]/g, ''))),
      body: fc.constantFrom('%PDF-1.4\n%%EOF\n', 'MZ\u0090\u0000', '', '\u0000'.repeat(64)),
      field: fc.constantFrom('files', 'files', 'fileJson', 'other'),
    })
    .map((f) => `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${f.field}"; filename="${f.name}"${CRLF}Content-Type: application/octet-stream${CRLF}${CRLF}${f.body}${CRLF}`);
  return fc
    .tuple(fields, fc.array(file, { maxLength: 3 }), fc.boolean(), fc.boolean())
    .map(([fieldParts, fileParts, filesFirst, closed]) => {
      const parts = filesFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
      // Now and then the closing boundary is missing: a body cut short.
      const text = parts.join('') + (closed ? `--${BOUNDARY}--${CRLF}` : '');
      return { type: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.from(text, 'utf8') };
    });
}

function bodyArbitrary(route: TableRoute, samples: Samples): fc.Arbitrary<{ type?: string; payload?: string | Buffer }> {
  const json = (route.body ? arbitraryFor(route.body, samples) : hostileValue).map((v) => ({ type: 'application/json', payload: JSON.stringify(v) }));
  const malformed = malformedJson.map((payload) => ({ type: 'application/json', payload }));
  const otherType = fc.constantFrom(
    { type: 'text/plain', payload: 'hello' },
    { type: 'application/x-www-form-urlencoded', payload: 'a=1&fileJson=%00' },
    { type: 'application/xml', payload: '<a/>' },
    { type: 'application/json; charset=utf-16', payload: '{}' },
    { type: undefined, payload: undefined },
  );
  const multipart = multipartArbitrary(route, samples);
  const multipartFirst = route.multipartFields !== undefined;
  return fc.oneof(
    { arbitrary: json, weight: multipartFirst ? 1 : 6 },
    { arbitrary: malformed, weight: 1 },
    { arbitrary: otherType, weight: 1 },
    { arbitrary: multipart, weight: multipartFirst ? 6 : 1 },
  );
}

const headersArbitrary = fc.record({
  source: fc.oneof({ arbitrary: fc.constant('WEB'), weight: 8 }, { arbitrary: fc.constantFrom('', 'MOBILE', 'web'), weight: 1 }),
  timezone: fc.oneof({ arbitrary: fc.constant('Asia/Kolkata'), weight: 6 }, { arbitrary: fc.constantFrom('UTC', 'Mars/Phobos', '+05:30', '../../etc', 'x'.repeat(300)), weight: 1 }),
});

/** Requests for one route of the table: its path, query and body from its schemas, and hostile ones. */
export function requestArbitrary(route: TableRoute, samples: Samples): fc.Arbitrary<GeneratedRequest> {
  const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  return fc
    .record({
      path: pathArbitrary(route, samples),
      query: queryArbitrary(route, samples),
      headers: headersArbitrary,
      body: withBody ? bodyArbitrary(route, samples) : fc.constant({ type: undefined, payload: undefined }),
    })
    .map(({ path, query, headers, body }) => ({
      method: route.method,
      url: query ? `${path}?${query}` : path,
      headers: { ...headers, ...(body.type ? { 'content-type': body.type } : {}) },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
    }));
}

/** The base of the sweep: the first clean value of an arbitrary, by a fixed seed. */
function firstOf<T>(arbitrary: fc.Arbitrary<T>): T {
  return fc.sample(arbitrary, { numRuns: 1, seed: 1 })[0]!;
}

function criticalFor(schema: z.ZodType | undefined): readonly unknown[] {
  const kind = schema ? leafKind(schema) : 'other';
  return CRITICAL_BY_KIND[kind === 'number' || kind === 'string' ? kind : 'other'];
}

function queryText(value: Record<string, unknown>): string {
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${escapeText(k)}=${escapeText(asText(v))}`)
    .join('&');
}

/**
 * The sweep: one clean request (the demo student's values where the fields have some), then
 * the same with each field of the path, the query and the body in turn set to each critical
 * value of its kind (CRITICAL_BY_KIND). A multipart route gets its declared fields' JSON swept
 * the same way. Fixed, so the inputs that once answered 500 are tried on every run.
 */
export function sweepRequests(route: TableRoute, samples: Samples): GeneratedRequest[] {
  const headers = { source: 'WEB', timezone: 'Asia/Kolkata' };
  const params = shapeOf(route.params);
  const names = route.url.split('/').map((segment) => (segment.startsWith(':') ? segment.slice(1) : null));
  const basePath: Record<string, unknown> = {};
  for (const name of names) if (name) basePath[name] = firstOf(fieldArbitrary(name, params[name], samples));
  const pathWith = (over: Record<string, unknown>) =>
    route.url
      .split('/')
      .map((segment, i) => (names[i] ? escapeText(asText({ ...basePath, ...over }[names[i]!]).slice(0, 4_000)) : segment === '*' ? 'index.html' : segment))
      .join('/');
  const query = route.querystring ? (firstOf(cleanFor(route.querystring, samples)) as Record<string, unknown>) : {};
  const queryFields = shapeOf(route.querystring);
  const withQuery = (path: string, q: Record<string, unknown>) => (queryText(q) ? `${path}?${queryText(q)}` : path);
  const bodyFields = shapeOf(route.body);
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && (route.body !== undefined || route.multipartFields !== undefined);
  const multipartName = route.multipartFields ? Object.keys(route.multipartFields)[0] : undefined;
  const jsonSchema = multipartName ? route.multipartFields![multipartName] : route.body;
  const jsonFields = multipartName ? shapeOf(jsonSchema) : bodyFields;
  const body = hasBody && jsonSchema ? (firstOf(cleanFor(jsonSchema, samples)) as Record<string, unknown>) : undefined;
  const payloadOf = (value: Record<string, unknown> | undefined) => {
    if (!hasBody) return {};
    if (!multipartName) return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value ?? {}) };
    const text = `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${multipartName}"${CRLF}${CRLF}${JSON.stringify(value ?? {})}${CRLF}--${BOUNDARY}--${CRLF}`;
    return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: text };
  };
  const make = (path: string, q: Record<string, unknown>, b: Record<string, unknown> | undefined): GeneratedRequest => {
    const part = payloadOf(b);
    return { method: route.method, url: withQuery(path, q), headers: { ...headers, ...part.headers }, ...(part.payload !== undefined ? { payload: part.payload } : {}) };
  };
  const requests = [make(pathWith({}), query, body)];
  for (const name of names) if (name) for (const v of criticalFor(params[name])) requests.push(make(pathWith({ [name]: v }), query, body));
  for (const [key, schema] of Object.entries(queryFields)) for (const v of criticalFor(schema)) requests.push(make(pathWith({}), { ...query, [key]: v }, body));
  for (const [key, schema] of Object.entries(jsonFields)) for (const v of criticalFor(schema)) requests.push(make(pathWith({}), query, { ...body, [key]: v }));
  return requests;
}

/** A request as a failure report shows it: long values cut. */
export function describeRequest(request: GeneratedRequest): string {
  const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}… (${text.length} characters)` : text);
  const payload = request.payload === undefined ? '' : `\n  body: ${cut(JSON.stringify(String(request.payload)), 600)}`;
  return `${request.method} ${cut(request.url, 400)}\n  headers: ${cut(JSON.stringify(request.headers), 300)}${payload}`;
}

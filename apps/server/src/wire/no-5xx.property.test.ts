import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ZErrorBody } from '@portal/contract';
import { buildApp } from '../app.ts';
import { createDiskFileStore } from '../lib/file-store/disk-file-store.ts';
import { openTestDatabase, testConfig } from '../testing/create-test-app.ts';
import { signIn, withSession } from '../testing/login-helpers.ts';
import { describeRequest, requestArbitrary, sweepRequests, type GeneratedRequest } from '../testing/property/request-arbitrary.ts';
import { drivenRoutes, routeRecorder, type TableRoute } from '../testing/property/route-table.ts';
import { demoSamples } from '../testing/property/demo-samples.ts';
import { testClock } from '../testing/test-clock.ts';

// Issue 12: "no input ever answers 5xx". Every route of the app, as the route table holds it
// when the app is built (so a route a later issue adds is driven with no new code), gets
// requests generated from its own zod schemas — values shaped like the schema's, the demo
// data's ids and dates, and hostile ones: control characters, numbers at and past 2^31-1 and
// 2^53, impossible dates, wrong types, 100 KB strings, deep nesting, malformed JSON, odd
// content types, multipart with hostile fileJson and file names. Each request is sent with no
// session, a student's and a parent's. No answer may be 5xx, and every answer of 400 or more
// to an API address must be our error body. The seed is fixed (PROPERTY_SEED overrides it,
// PROPERTY_RUNS the runs per route), so a failure reproduces; it is printed with the request.

const SEED = Number(process.env.PROPERTY_SEED ?? 20_261_121);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 16);

/** A route's own seed: fixed by its method and address, so adding a route changes no other route's requests. */
function seedFor(route: TableRoute): number {
  let hash = SEED;
  for (const char of `${route.method} ${route.url}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

// The app is built while the file is collected, so each route is a test of its own.
const recorder = routeRecorder();
const errorLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    errorLines.push(String(chunk));
    done();
  },
});
const database = await openTestDatabase();
const filesDir = mkdtempSync(join(tmpdir(), 'portal-no5xx-files-'));
// A built web app of two files, so the screens' routes answer as in production (not 503 "not built").
const webDist = mkdtempSync(join(tmpdir(), 'portal-no5xx-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(join(webDist, 'assets', 'app.js'), 'export {};');
const unlimited = { max: 1_000_000, windowMs: 60_000 };
const app: FastifyInstance = await buildApp({
  db: database.db,
  clock: testClock(),
  // Limits out of the way: generated wrong passwords must not lock the callers out (limits have their own tests).
  config: testConfig({ webDist, logLevel: 'error', rateLimitLoginAccount: unlimited, rateLimitLoginAddress: unlimited, rateLimitResetPhone: unlimited, rateLimitResetAddress: unlimited }),
  logger: { stream: logStream },
  fileStore: createDiskFileStore(filesDir),
  onRoute: recorder.onRoute,
});
await app.ready();
const samples = await demoSamples(database.db);
const { driven, skipped } = drivenRoutes(recorder.routes);

afterAll(async () => {
  if (process.env.PROPERTY_REPORT) for (const [key, counts] of statuses) console.info(key, JSON.stringify(counts));
  await app.close();
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

type Caller = { name: string; userName: string | null; extra?: { student_id: number }; token: string | null };
const callers: Caller[] = [
  { name: 'no session', userName: null, token: null },
  { name: 'student', userName: '9000000001', token: null },
  { name: 'parent', userName: '9000000010', extra: { student_id: 5001 }, token: null },
];

/** Signs the caller in again when a generated request ended its session (logout, a new login, a password change). */
async function refresh(caller: Caller): Promise<void> {
  if (caller.userName === null) return;
  if (caller.token) {
    const check = await app.inject({ url: '/api/v1/session', headers: withSession(caller.token) });
    if (check.statusCode === 200) return;
  }
  caller.token = (await signIn(app, caller.userName, caller.extra)).token;
}

/** What is wrong with an answer, or null. */
function problemWith(request: GeneratedRequest, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400 || !request.url.startsWith('/api/')) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  const parsed = ZErrorBody.safeParse(body);
  if (!parsed.success) return `answered ${res.statusCode} with a body not of the error shape: ${res.body.slice(0, 300)}`;
  if (parsed.data.statusCode !== res.statusCode) return `answered ${res.statusCode} with statusCode ${parsed.data.statusCode} in the body`;
  return null;
}

/** Statuses per route and caller, printed with PROPERTY_REPORT=1: how deep the generated requests reach. */
const statuses = new Map<string, Record<number, number>>();

async function send(route: TableRoute, request: GeneratedRequest, caller: Caller): Promise<string | null> {
  errorLines.length = 0;
  const headers = caller.token ? { ...withSession(caller.token), ...request.headers } : request.headers;
  const res = await app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload });
  const counts = statuses.get(`${route.method} ${route.url} (${caller.name})`) ?? {};
  counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  statuses.set(`${route.method} ${route.url} (${caller.name})`, counts);
  const problem = problemWith(request, res);
  if (problem === null) return null;
  const log = errorLines.map((line) => line.slice(0, 1_500)).join('\n');
  return `${caller.name}: ${problem}\n  ${describeRequest(request)}${log ? `\n  log:\n${log}` : ''}`;
}

describe('[issue 12] no input answers 5xx, on every route of the table', () => {
  it('[issue 12] the route table is read from the app: every route is driven, or listed with the reason it is not', () => {
    expect(recorder.problems).toEqual([]);
    // The app has some forty routes; far fewer means the table was not read.
    expect(driven.length).toBeGreaterThan(30);
    for (const s of skipped) expect(s.reason, s.route).toMatch(/\S/);
    expect(skipped.every((s) => s.route.startsWith('HEAD '))).toBe(true);
    // The multipart upload declares its fields, so its bodies are built from ZUpdateAssignmentJson.
    expect(driven.find((r) => r.url === '/api/v2/onlineAssignment/student/updateAssignment')?.multipartFields).toHaveProperty('fileJson');
  });

  it.each(driven.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '[issue 12] %s: no 5xx for no session, a student or a parent; errors in our shape',
    async (_name, route) => {
      const seed = seedFor(route);
      for (const caller of callers) await refresh(caller);
      // First the sweep: every field of the route once with each critical value of its kind
      // (without a session only on public routes: the others refuse it before reading a field).
      const sweepCallers = route.access === 'public' ? callers : callers.filter((c) => c.userName !== null);
      for (const request of sweepRequests(route, samples)) {
        for (const caller of sweepCallers) {
          const problem = await send(route, request, caller);
          if (problem) throw new Error(`sweep:\n${problem}`);
        }
      }
      for (const caller of callers) await refresh(caller);
      const property = fc.asyncProperty(requestArbitrary(route, samples), async (request) => {
        for (const caller of callers) {
          const problem = await send(route, request, caller);
          if (problem) throw new Error(problem);
        }
      });
      // No shrinking: a request that failed is reported as it was, with the seed that makes it again.
      const result = await fc.check(property, { numRuns: RUNS, seed, endOnFailure: true });
      if (result.failed) {
        const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        throw new Error(`seed ${seed} (PROPERTY_SEED=${SEED}), run ${result.numRuns}:\n${cause}`);
      }
    },
    60_000,
  );
});

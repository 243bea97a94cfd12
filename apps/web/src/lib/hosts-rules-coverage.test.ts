// Issue 33: where the browser client finds its services. The spec's client keeps a base address
// per environment and per host (API-HDR-4 silent, CONST-ENV-2); ours calls the origin it was
// served from (ARCHITECTURE "Wire compatibility", decision 036), so one build serves any deployment.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL as NodeURL } from 'node:url';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server.ts';
import { apiRequest, SERVICE_BASE, type Service } from './api-client.ts';

// Node's URL: jsdom's own refuses file addresses.
const SRC = fileURLToPath(new NodeURL('..', import.meta.url));

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

describe('the services the client calls', () => {
  it('[API-HDR-4] no base address is configured: every service is a path on the page\'s own origin', async () => {
    const seen: URL[] = [];
    server.use(http.get('*/probe', ({ request }) => (seen.push(new URL(request.url)), HttpResponse.json({}))));
    for (const service of Object.keys(SERVICE_BASE) as Service[]) {
      expect(SERVICE_BASE[service], service).toMatch(/^(|\/[^/].*)$/);
      await apiRequest('/probe', { service });
    }
    expect(seen.map((u) => u.origin)).toEqual(Object.keys(SERVICE_BASE).map(() => window.location.origin));
    expect(seen.map((u) => u.pathname)).toEqual(['/probe', '/exam-api/probe']);
  });

  it('[CONST-ENV-2] departure: the release build has no environment to pick; no app code reads a build-time variable but the base path', () => {
    const reads = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\.meta\.env\.([A-Za-z_]+)/g)].map((m) => `${file.slice(SRC.length)}: ${m[1]}`),
    );
    expect(reads.length).toBeGreaterThan(0); // the scan sees the code (BASE_URL is read)
    expect(reads.filter((r) => !r.endsWith(': BASE_URL'))).toEqual([]);
  });
});

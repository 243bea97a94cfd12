import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BASE_PATH, withBasePath } from '@portal/domain';
import { sendNotFound } from './errors.ts';
import { isApiPath, pageContentSecurityPolicy } from './security.ts';

/**
 * A Link header for a screen's page, or null: what the page will need first, named before its
 * scripts have run (issue 14: the dashboard's first banner). The session is read from the cookie.
 */
export type PageLinks = (request: FastifyRequest, screen: string) => Promise<string | null>;

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const NOT_BUILT = 'The web app is not built yet. Run `npm run build` and start the server again.\n';

function searchOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at);
}

/** The file under root that a relative path names, if it is a regular file inside root. */
function fileIn(root: string, relative: string): string | null {
  if (!relative || relative.split('/').some((seg) => seg.startsWith('.'))) return null;
  const full = resolve(root, relative);
  if (!full.startsWith(root + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * A file with a compressed copy from the build (apps/web/scripts/precompress.mjs) is answered by
 * Accept-Encoding: caches must keep the answers apart (Vary). The copies decide, so the list of
 * what compresses lives in the build alone.
 */
function varyByEncoding(reply: FastifyReply, file: string): void {
  if (existsSync(`${file}.br`) || existsSync(`${file}.gz`)) reply.header('vary', 'accept-encoding');
}

/** SHA-256 (base64) of each inline script of a page: what its CSP must allow by hash. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) =>
    createHash('sha256').update(m[1]!, 'utf8').digest('base64'),
  );
}

/**
 * The CSP of index.html: the prerendered login page starts with an inline script (decision 053),
 * allowed by its hash, counted from the file itself so it always matches what is served. Read
 * again only when the file changes (a new build under a running server).
 */
function indexPolicy(file: string): () => string | null {
  let seen = { version: '', policy: null as string | null };
  return () => {
    try {
      const stat = statSync(file);
      const version = `${stat.mtimeMs}:${stat.size}`;
      if (version !== seen.version) {
        const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
        seen = { version, policy: hashes.length ? pageContentSecurityPolicy(hashes) : null };
      }
      return seen.policy;
    } catch {
      return null; // Replaced under us by a build: the default policy, the page still loads.
    }
  };
}

/**
 * Whether the browser asks for a page: Sec-Fetch-Dest (set by the browser alone) is document,
 * or absent (an older browser, a script, a test).
 */
function isPageRequest(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  return dest === undefined || dest === 'document';
}

/**
 * The built React app under /my-account/ [ROUTE-BASE-1]. Hashed bundles are cached for a
 * year; everything else revalidates. A screen address that is not a file gets index.html,
 * where the client router takes over; a missing file with an extension stays a 404 so a
 * stale script is not answered with HTML. Other addresses are moved under the base path
 * with their query [ROUTE-BASE-2] (this covers /userLogin?token=... and /errorPage).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, options: { pageLinks?: PageLinks } = {}): Promise<void> {
  const root = resolve(webDist);
  // serve: false: only reply.sendFile, so every route here is ours and declares its access.
  // preCompressed: the build's .br or .gz copy of a file when the browser accepts it (issue 14).
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  const index = resolve(root, 'index.html');
  const policyOfIndex = indexPolicy(index);
  const sendIndex = (reply: FastifyReply, link: string | null = null) => {
    if (!existsSync(index)) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    }
    const policy = policyOfIndex();
    if (policy) reply.header('content-security-policy', policy);
    varyByEncoding(reply, index);
    // A hint read from the session is this user's: never kept by a shared cache.
    if (link) reply.header('link', link);
    reply.header('cache-control', link ? 'private, no-cache' : 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  };
  const linkFor = async (request: FastifyRequest, screen: string): Promise<string | null> => {
    if (!options.pageLinks) return null;
    try {
      return await options.pageLinks(request, screen);
    } catch (error) {
      // A hint is an optimisation: the page goes out without it.
      request.log.warn({ err: error }, 'page hint failed');
      return null;
    }
  };

  app.get('/', { config: { access: 'public' } }, (request, reply) =>
    reply.redirect(`${BASE_PATH}/${searchOf(request)}`, 302),
  );
  app.get(BASE_PATH, { config: { access: 'public' } }, (request, reply) =>
    reply.redirect(`${BASE_PATH}/${searchOf(request)}`, 302),
  );
  app.get(`${BASE_PATH}/*`, { config: { access: 'public' } }, async (request, reply) => {
    const relative = (request.params as { '*': string })['*'] ?? '';
    // index.html by its own name is the page too, with the page's policy.
    if (relative === 'index.html') return sendIndex(reply);
    const file = fileIn(root, relative);
    if (file) {
      varyByEncoding(reply, file);
      if (relative.startsWith('assets/')) {
        // Never revalidated (immutable, named by their hash): no validators to send.
        return reply.sendFile(relative, { maxAge: ONE_YEAR_MS, immutable: true, etag: false, lastModified: false });
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(relative, { cacheControl: false });
    }
    // Nothing under assets/ is a screen (and its answers go without the page headers: security.ts).
    if (relative.startsWith('assets/') || /\.[a-z0-9]{1,8}$/i.test(relative)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
    }
    // A screen is only ever a page: an image, script or style asking for one (an <img src=x> in
    // an announcement's HTML) gets a 404, not 15 KB of index.html (issue 14, the dashboard).
    if (!isPageRequest(request)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
    return sendIndex(reply, await linkFor(request, relative));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path)) {
      return reply.redirect(`${withBasePath(path)}${searchOf(request)}`, 302);
    }
    return sendNotFound(reply);
  });
}

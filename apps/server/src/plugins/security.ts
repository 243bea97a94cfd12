import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { ERROR_CODES } from '@portal/contract';
import { BASE_PATH } from '@portal/domain';
import { EMBED_ORIGINS } from '@portal/domain/viewer/embed-address';
import { HttpError } from '../http-error.ts';

/** Paths whose answers carry personal data and must never be cached. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/prod/') || url === '/api' || url === '/prod';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the body is JSON: a type a cross-site page can only send after a CORS preflight, which we never approve. */
export function hasJsonBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

// 'portal.example:443' and 'portal.example' are one host (an address drops its scheme's port).
const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

/**
 * Whether the browser says the request came from another site: Sec-Fetch-Site, set by the
 * browser alone, is trusted first; without it (older browsers), an Origin whose host is not the
 * one the request was sent to. The host is the one the request names (X-Forwarded-Host only
 * with TRUST_PROXY); the scheme is left out, since a proxy that ends TLS makes ours look http.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  if (site === 'same-origin' || site === 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return withoutDefaultPort(new URL(origin).host) !== withoutDefaultPort(request.host);
  } catch {
    return true; // 'null' (a sandboxed frame, a redirect) and anything unreadable
  }
}

/** The page's Content-Security-Policy; pageContentSecurityPolicy() below adds a page's own inline scripts. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The media viewer's YouTube and Vimeo players, and nothing else (decision 063).
  frameSrc: [...EMBED_ORIGINS],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * The security headers of every answer (helmet's), its middleware built once and applied by the
 * hook below: @fastify/helmet built it again on every request (its CSP directives parsed each
 * time), a tenth of the CPU of a small call (issue 13's profile, decision 049).
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false as const, directives: CSP_DIRECTIVES },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  frameguard: { action: 'deny' as const },
};

const securityHeaders = helmet(HELMET_OPTIONS);

/**
 * The same policy, allowing besides exactly the inline scripts with these SHA-256 hashes (base64):
 * the page's own, counted by web-app.ts from the index.html it serves (the login page's gate,
 * decision 053). No 'unsafe-inline' for scripts: an injected script still cannot run.
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives = { ...CSP_DIRECTIVES, scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...scriptHashes.map((h) => `'sha256-${h}'`)] };
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join(';');
}

/**
 * The build's hashed files (scripts, styles, fonts of our own bundle): never a page, so the page
 * headers (the CSP, framing, HSTS...: 0.7 KB) would ride along with each of them for nothing, a
 * sixth of the login page's bytes on the wire (issue 14). They keep what protects a subresource:
 * no type sniffing, and no reading from another site.
 */
const ASSET_PREFIX = `${BASE_PATH}/assets/`;
function applyAssetHeaders(reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cross-origin-resource-policy', 'same-origin');
}

/**
 * The headers the hooks below set, for an answer made without hooks: Fastify's framework
 * errors (an address that cannot be decoded) are answered before any route or hook runs
 * (decision 029). The same middleware as the hook's.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  securityHeaders(request.raw, reply.raw, () => undefined);
  reply.header('cache-control', 'no-store');
}

/**
 * Security headers on every answer, no-store on API answers, and cross-site request protection
 * on state-changing calls (decision 028): a change sent from another site is refused; the Source
 * header, which a cross-site form cannot set, is required where a form could have sent the
 * request (a body that is not JSON: multipart, urlencoded, text, none) and on every call of a
 * session [API-HDR-3]. Public JSON calls (the login, forgot password, the single sign-on
 * exchange) go without it, as the spec's client sends them. Both refusals are 400, not 403,
 * because the client logs out on any 403 [SESSION-FORBID-1].
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(ASSET_PREFIX)) applyAssetHeaders(reply);
    else securityHeaders(request.raw, reply.raw, () => undefined);
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    const config = request.routeOptions.config;
    const changing = !SAFE_METHODS.has(request.method) || config.requireSource === true;
    // The integration API's key travels in Authorization, which no browser adds by itself: a
    // cross-site form cannot use it, and school systems send no Source header (decision 077).
    if (!changing || config.access === undefined || config.access === 'api-key') return;
    if (isCrossSite(request)) throw new HttpError(400, ERROR_CODES.crossSite, 'Cross-site request refused');
    if (config.access !== 'public' || !hasJsonBody(request)) {
      const source = request.headers['source'];
      if (typeof source !== 'string' || source.trim() === '') {
        throw new HttpError(400, ERROR_CODES.sourceRequired, 'Missing Source header');
      }
    }
  });
}

import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { ERROR_CODES } from '@portal/contract';
import { HttpError } from '../http-error.ts';

/** Paths whose answers carry personal data and must never be cached. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/prod/') || url === '/api' || url === '/prod';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers on every answer, no-store on API answers, and the Source header on
 * state-changing calls: a cross-site form or image cannot set a custom header, so a request
 * without it did not come from our client. A missing Source is a 400, not a 403, because the
 * client logs out on any 403 [SESSION-FORBID-1].
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    const config = request.routeOptions.config;
    const changing = !SAFE_METHODS.has(request.method) || config.requireSource === true;
    if (changing && config.access !== undefined) {
      const source = request.headers['source'];
      if (typeof source !== 'string' || source.trim() === '') {
        throw new HttpError(400, ERROR_CODES.sourceRequired, 'Missing Source header');
      }
    }
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, scopeAllows } from '@portal/contract';
import { HttpError } from '../../http-error.ts';
import { addressKey, type LoginRateLimiter } from '../../plugins/rate-limit.ts';
import type { ApiCaller, ApiKeysService } from '../api-keys/api-keys.service.ts';

// Declaration merging needs interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    apiCaller: ApiCaller | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const INVALID = 'Give a valid API key: Authorization: Bearer <key> (npm run apikey -- create).';

/**
 * The integration API's door (decision 077): a route with access 'api-key' needs a live key in
 * `Authorization: Bearer`; the key decides the institute. A wrong key counts against the
 * address's sign-in budget (as single sign-on failures do), so keys cannot be guessed by spraying.
 */
export function registerIngestAuth(app: FastifyInstance, { keys, limiter }: { keys: ApiKeysService; limiter: LoginRateLimiter }): void {
  app.decorateRequest('apiCaller', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access !== 'api-key') return;
    const header = request.headers.authorization;
    const presented = typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : '';
    const ip = request.ip;
    const reservation = await limiter.reserve({ account: `ingest:address:${ip}`, address: addressKey(ip) }, 'address');
    const caller = presented ? await keys.verify(presented) : null;
    if (!caller) throw new HttpError(401, ERROR_CODES.apiKeyInvalid, INVALID, undefined, { 'www-authenticate': 'Bearer' });
    await limiter.release(reservation);
    request.apiCaller = caller;
  });
}

/** The caller of an 'api-key' route, checked to hold `scope` (`write:<area>`, `read:<area>`). */
export function apiCallerOf(request: FastifyRequest, scope?: string): ApiCaller {
  const caller = request.apiCaller;
  if (!caller) throw new HttpError(401, ERROR_CODES.apiKeyInvalid, INVALID);
  if (scope && !scopeAllows(caller.scopes, scope)) throw new HttpError(403, ERROR_CODES.apiKeyScope, `This key may not ${scope.replace(':', ' ')} (its scopes: ${caller.scopes.join(', ')}).`);
  return caller;
}

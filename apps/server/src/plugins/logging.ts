import type { FastifyRequest } from 'fastify';
import type { LogLevel } from '../config.ts';

// Query parameters whose values never reach a log (the spec's auto-login carries a password
// in the address [LOGIN-AUTO-1], single sign-on a token [SSO-FLOW-1]; a signed download
// address of a receipt or a homework file is a key while it lives: `sig`, decision 029).
const SECRET_PARAM = /pass|token|key|secret|auth|^sig$|signature|hmac/i;

// A private calendar feed address is its own secret: the path segment after
// /calendar-feed/ics/ is the token (decision 013).
const FEED_TOKEN = /(\/calendar-feed\/ics\/)[^/?#]*/g;

export function redactUrl(raw: string): string {
  const url = raw.replace(FEED_TOKEN, '$1[REDACTED]');
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAM.test(name)) {
      params.set(name, '[REDACTED]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}

/** pino options: no password, token or cookie in any log line. */
export function loggerOptions(level: LogLevel) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'body.password',
        'req.body.password',
        'password',
        '*.password',
        // Change password's fields [API-PWD-2] (decision 022).
        'body.oldPassword',
        'body.newPassword',
        'req.body.oldPassword',
        'req.body.newPassword',
        '*.oldPassword',
        '*.newPassword',
        'token',
        '*.token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}

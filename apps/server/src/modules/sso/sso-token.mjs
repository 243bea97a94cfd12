// The single sign-on link token (decision 018), in plain JavaScript so that the server and
// scripts/sso-link.mjs (run by node without a TypeScript loader) share one definition.
//
//   token   = base64url(JSON payload) + '.' + base64url(HMAC-SHA256(secret, first part))
//   payload = { inst, login, redirect, iat, exp, jti }
//
// inst is the institute id, login a phone or email, redirect a path on the portal or null,
// iat/exp unix seconds with exp at most SSO_TOKEN_MAX_LIFETIME_S after iat, jti a random id
// that makes the token usable once. The secret is the institute's, used as UTF-8 bytes.
import { createHmac, randomBytes } from 'node:crypto';

/** A link is valid at most 5 minutes after it was issued. */
export const SSO_TOKEN_MAX_LIFETIME_S = 300;

/** The HMAC-SHA256 of the payload part under the institute's secret. */
export function ssoSignature(payloadPart, secret) {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(payloadPart, 'ascii').digest();
}

/** A signed token for the payload's fields; iat, exp and jti are filled in when missing. */
export function signSsoToken(fields, secret, nowMs = Date.now()) {
  const iat = fields.iat ?? Math.floor(nowMs / 1000);
  const payload = {
    inst: fields.inst,
    login: fields.login,
    redirect: fields.redirect ?? null,
    iat,
    exp: fields.exp ?? iat + SSO_TOKEN_MAX_LIFETIME_S,
    jti: fields.jti ?? randomBytes(16).toString('base64url'),
  };
  const payloadPart = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${payloadPart}.${ssoSignature(payloadPart, secret).toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The parts of a token, unverified: the payload is whatever JSON the first part holds (the
 * caller validates it and checks the signature). Null when the token is not two base64url
 * parts or the first is not JSON.
 */
export function readSsoToken(token) {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payloadPart, signaturePart] = parts;
  if (!BASE64URL.test(payloadPart) || !BASE64URL.test(signaturePart)) return null;
  try {
    const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
    return { payloadPart, payload, signature: Buffer.from(signaturePart, 'base64url') };
  } catch {
    return null;
  }
}

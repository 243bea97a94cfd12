import { ssoOutcome, type SsoOutcome } from '@portal/domain/fees/sso-entry';
import { postSsoLogin } from './api/post-sso-login.ts';

const pending = new Map<string, Promise<SsoOutcome>>();

/**
 * The token's exchange [SSO-FLOW-3] decided by ssoOutcome [SSO-FLOW-4..10]; a failed call is
 * the error outcome [SSO-FLOW-8]. A token is usable once, so a component mounted twice (React's
 * strict mode runs effects twice) must share one call: the promise is kept until it settles.
 */
export function exchangeToken(token: string): Promise<SsoOutcome> {
  const known = pending.get(token);
  if (known) return known;
  const call = postSsoLogin(token)
    .then(
      (result) => ssoOutcome(result),
      () => ssoOutcome(null),
    )
    .finally(() => pending.delete(token));
  pending.set(token, call);
  return call;
}

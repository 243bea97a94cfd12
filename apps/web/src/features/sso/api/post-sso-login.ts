import type { TSsoLoginResponse, TSsoResult } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /prod/ext/sso/login {token} [API-SSO-1] [SSO-FLOW-3]: the result, or null for an answer
 * without one. A refused token (401) or a lost connection throws; no session exists yet, so a
 * 403 has nobody to log out [SSO-FLOW-8].
 */
export async function postSsoLogin(token: string): Promise<TSsoResult | null> {
  const response = await apiRequest<TSsoLoginResponse>('/prod/ext/sso/login', {
    method: 'POST',
    body: { token },
    endSessionOn403: false,
  });
  return response?.result ?? null;
}

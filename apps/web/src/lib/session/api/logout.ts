import type { TLogoutResponse } from '@portal/contract';
import { apiRequest } from '../../api-client.ts';

/** GET /api/v1/alternateLogin/logout?deviceId={id} [API-LOGOUT-1]; the caller handles its 403. */
export function logout(deviceId: string): Promise<TLogoutResponse> {
  return apiRequest<TLogoutResponse>('/api/v1/alternateLogin/logout', {
    query: { deviceId },
    endSessionOn403: false,
  });
}

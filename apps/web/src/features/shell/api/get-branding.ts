import type { TBrandingResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/institutes/getLogoAndFavIcon?virtualHostUrl={host} [API-BRAND-1] [SHELL-BRAND-1]. */
export function getBranding(host: string): Promise<TBrandingResponse> {
  return apiRequest<TBrandingResponse>('/api/v1/institutes/getLogoAndFavIcon', { query: { virtualHostUrl: host } });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBannerResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { takeEarly } from '../../../lib/early-fetch.ts';

export type BannersAndPromos = TBannerResponse['result'];

/** GET /api/v1/banner-prom/for_student/{userType} [API-BANNER-1]: result.banner and result.prom. */
export async function getBanners(userType: number, signal?: AbortSignal): Promise<BannersAndPromos> {
  const response = await apiRequest<TBannerResponse>(`/api/v1/banner-prom/for_student/${encodeURIComponent(userType)}`, { signal });
  return response.result;
}

/** Asked only when the institute has marketing banners on [HOME-BANNER-1] [HOME-PROMO-1]. */
export function bannersQuery(userType: number, marketingOn: boolean) {
  const queryKey = ['banners', userType];
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => takeEarly<BannersAndPromos>(queryKey) ?? getBanners(userType, signal),
    enabled: marketingOn,
    staleTime: 10 * 60 * 1000,
  });
}

export function useBanners(userType: number, marketingOn: boolean) {
  return useQuery(bannersQuery(userType, marketingOn));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyProductsResponse, TProduct } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ProductContext } from '../product-context.ts';

/** Every product query of a learner starts with this. */
export const productsKey = (ctx: ProductContext) => ['products', ctx.instituteId, ctx.userId] as const;

/** GET /prod/student-product/my-products with the headers user-id and institute-id; result is the products [API-PROD-2] [PROD-LOAD-1]. */
export async function getMyProducts(ctx: ProductContext, signal?: AbortSignal): Promise<TProduct[]> {
  const headers = { 'user-id': String(ctx.userId), 'institute-id': String(ctx.instituteId) };
  const response = await apiRequest<TMyProductsResponse>('/prod/student-product/my-products', { headers, signal });
  return response.result;
}

/**
 * The learner's products. The list and the detail read the same cache: a card's product is
 * there when its detail opens [PROD-CARD-5] [PROD-DETAIL-1], and a detail opened directly asks
 * for the list (decision 065). A failure shows the server's message as a toast [ERR-GEN-2].
 */
export function myProductsQuery(ctx: ProductContext) {
  return queryOptions({
    queryKey: [...productsKey(ctx), 'list'],
    queryFn: ({ signal }) => getMyProducts(ctx, signal),
  });
}

export function useMyProducts(ctx: ProductContext) {
  return useQuery(myProductsQuery(ctx));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProductItem, TProductItemsResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ProductContext } from '../product-context.ts';
import { productsKey } from './get-my-products.ts';

/** GET /prod/student-product/item-type-description/{id}: the result list of item_type and description [API-PROD-1] [PROD-DETAIL-4]. */
export async function getProductItems(productId: number, signal?: AbortSignal): Promise<TProductItem[]> {
  const response = await apiRequest<TProductItemsResponse>(`/prod/student-product/item-type-description/${encodeURIComponent(productId)}`, { signal });
  return response.result;
}

/** Asked once the product is known to be the learner's (null: nothing is asked). */
export function productItemsQuery(ctx: ProductContext, productId: number | null) {
  return queryOptions({
    queryKey: [...productsKey(ctx), 'items', productId],
    queryFn: ({ signal }) => getProductItems(productId as number, signal),
    enabled: productId !== null,
  });
}

export function useProductItems(ctx: ProductContext, productId: number | null) {
  return useQuery(productItemsQuery(ctx, productId));
}

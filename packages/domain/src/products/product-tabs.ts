import { dayNumber } from '../timetable/calendar-date.ts';

import { DEFAULT_PRODUCT_TAB, type ProductTab } from './default-tab.ts';

export { DEFAULT_PRODUCT_TAB, PRODUCT_TABS, type ProductTab } from './default-tab.ts';

export const isProductTab = (value: unknown): value is ProductTab => value === 'prod_ongoing' || value === 'prod_completed';

/** The kept tab [PROD-TAB-4], read back from storage: anything unknown is the default tab. */
export const keptProductTab = (value: string | null | undefined): ProductTab => (isProductTab(value) ? value : DEFAULT_PRODUCT_TAB);

/**
 * A product with expired 0 is Active; any other value (1, a string, missing) is Expired
 * [PROD-SPLIT-1]: the rule names 0 alone as active, so nothing else is taken for it.
 */
export const isActiveProduct = (product: { expired?: unknown }): boolean => product.expired === 0;

export const productTabOf = (product: { expired?: unknown }): ProductTab => (isActiveProduct(product) ? 'prod_ongoing' : 'prod_completed');

/** The products of each tab, each in the order they came [PROD-SPLIT-1]. */
export function splitProducts<T extends { expired?: unknown }>(products: readonly T[] | null | undefined): Record<ProductTab, T[]> {
  const split: Record<ProductTab, T[]> = { prod_ongoing: [], prod_completed: [] };
  for (const product of products ?? []) split[productTabOf(product)].push(product);
  return split;
}

/** The count each tab shows beside its name [PROD-TAB-2]. */
export function productTabCounts(products: readonly { expired?: unknown }[] | null | undefined): Record<ProductTab, number> {
  const split = splitProducts(products);
  return { prod_ongoing: split.prod_ongoing.length, prod_completed: split.prod_completed.length };
}

/**
 * The wire's `expired` of an enrolment (0 active, 1 expired) [PROD-SPLIT-1]: valid through its
 * expiry day inclusive, counted in the institute's calendar days (`today` is the institute's
 * 'YYYY-MM-DD'). An expiry that is no date is expired: access is never granted by mistake.
 */
export function productExpired(expiresOn: string | null | undefined, today: string): 0 | 1 {
  const end = dayNumber(expiresOn ?? '');
  const now = dayNumber(today);
  if (end === null || now === null) return 1;
  return now > end ? 1 : 0;
}

/** A click on a card opens its detail after this many milliseconds [PROD-CARD-5] (S1 §9). */
export const PRODUCT_OPEN_DELAY_MS = 300;

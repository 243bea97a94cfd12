// The products tabs' names, apart from the rules of product-tabs.ts: the login page's session
// store resets the tab on logout, and must not carry the date helpers those rules import.

/** The two tabs of /product: Active and Expired [PROD-TAB-1], by the names the product state keeps. */
export const PRODUCT_TABS = ['prod_ongoing', 'prod_completed'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** The tab shown first, and the one a logout goes back to [PROD-TAB-3] [SESSION-LOGOUT-4]. */
export const DEFAULT_PRODUCT_TAB: ProductTab = 'prod_ongoing';

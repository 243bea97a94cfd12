/** Every key the portal keeps in local storage. None of them ever holds a password or token. */
export const STORAGE_KEYS = {
  session: 'portal.session',
  deviceId: 'device_id',
  theme: 'theme',
  language: 'language',
  instituteId: 'instituteId',
  favicon: 'favIconPath',
  alreadyLoggedIn: 'alreadyLoggedIn',
  productTab: 'productTab',
} as const;

/** The products tab a logout resets to [SESSION-LOGOUT-4]: the domain's default tab [PROD-TAB-3]. */
export { DEFAULT_PRODUCT_TAB } from '@portal/domain/products/default-tab';

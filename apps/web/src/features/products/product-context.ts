import type { TSession } from '@portal/contract';
import { isWebAddress } from '@portal/domain/viewer/site-address';

/**
 * What the product screens read from the session [S1 §3.12a]: the learner (on a parent login,
 * the chosen child: decision 065), the institute and its store address (prodUrl).
 */
export type ProductContext = {
  instituteId: number;
  userId: number;
  /** Where buy-more goes [PROD-BUY-1]; null when the institute has none [PROD-BUY-2]. */
  prodUrl: string | null;
};

/** Only a web address opens as the store (the domain's rule): anything else (blank, a script: address) is none. */
function storeAddress(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return isWebAddress(text) ? text : null;
}

export function productContext(session: TSession): ProductContext {
  return { instituteId: session.institute_id, userId: session.user_id, prodUrl: storeAddress(session.prodUrl) };
}

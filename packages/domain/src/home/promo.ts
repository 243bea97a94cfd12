/**
 * Whether the promo popup opens: only with marketing on and at least one promotion
 * [HOME-PROMO-1], and only while it has not been shown in this browser [HOME-PROMO-2/3].
 * Decision for [HOME-PROMO-5], reading B: the promo keeps its own local flag, which a logout
 * does not remove, so it shows once per browser ever (S0: "shown once, then never again").
 */
export function shouldShowPromo(input: { marketingOn: boolean; promoCount: number; seen: boolean }): boolean {
  return input.marketingOn && input.promoCount > 0 && !input.seen;
}

/** The local-storage key of the promo's own flag; logout leaves it in place [HOME-PROMO-5]. */
export const PROMO_SEEN_KEY = 'promoSeen';

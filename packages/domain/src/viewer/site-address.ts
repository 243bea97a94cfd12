/**
 * What an address the institute's data gives may be, for the products and the study library
 * (one rule, used by both: a second copy would drift, as the two did before).
 */

/**
 * A path of this site: '/' and no host. Not '//host' nor '/\host' (browsers read both as another
 * host), and no backslash or white space anywhere. The Content-Security-Policy loads media from
 * this site only (media-src falls back to default-src 'self'), so a file the portal plays in a
 * <video> or <audio> must be such a path [PROD-DETAIL-2] [STUDY-MAT-3].
 */
export function isSiteAddress(address: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(address);
}

/** A web address (http or https, no white space): what a link may open in a new window [PROD-BUY-1]. */
export function isWebAddress(address: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(address);
}

/** An address a picture or a player's page may load: a web address or a path of this site [PROD-CARD-1]. */
export function isSafeAddress(address: string): boolean {
  return isWebAddress(address) || isSiteAddress(address);
}

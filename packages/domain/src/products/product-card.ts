import { groupIndian } from '../format/money.ts';
import { htmlToText } from '../home/announcements.ts';
import { isSafeAddress } from '../viewer/site-address.ts';

/** Card accent colours cycle through this many [PROD-CARD-6]. */
export const PRODUCT_ACCENTS = 5;

/** The accent of the card at `index` (0-based): card n and card n + 5 share one [PROD-CARD-6]. */
export function productAccent(index: number): number {
  if (!Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % PRODUCT_ACCENTS) + PRODUCT_ACCENTS) % PRODUCT_ACCENTS;
}

export type PriceDisplay = { kind: 'free' } | { kind: 'price'; text: string } | { kind: 'none' };

/** Western grouping (1,234,567) for currencies other than the rupee. */
const groupWestern = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The card's price: 0 is 'Free' [PROD-CARD-3] (the screen's word for it, translated); any other
 * price is the currency code then the amount, 'INR 4,999' [PROD-CARD-4] (decision 065: the code
 * first, as the spec names it; rupees in Indian grouping, other currencies in thousands; paise
 * or cents only when there are any, '499.50'). A price that is not a number shows nothing.
 */
export function productPrice(price: number | string | null | undefined, currencyCode: string | null | undefined): PriceDisplay {
  const value = typeof price === 'string' && price.trim() !== '' ? Number(price) : price;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return { kind: 'none' };
  const cents = Math.round(value * 100);
  if (cents === 0) return { kind: 'free' };
  const code = (currencyCode ?? '').trim().toUpperCase();
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = code === 'INR' || code === '' ? groupIndian(whole) : groupWestern(whole);
  const amount = fraction === 0 ? grouped : `${grouped}.${String(fraction).padStart(2, '0')}`;
  return { kind: 'price', text: code ? `${code} ${amount}` : amount };
}

const MORE_ENTITIES: Record<string, string> = { rsquo: '\u2019', lsquo: '\u2018', rdquo: '\u201d', ldquo: '\u201c', ndash: '\u2013', mdash: '\u2014', hellip: '\u2026', bull: '\u2022', middot: '\u00b7', copy: '\u00a9', reg: '\u00ae', trade: '\u2122' };

/** A code point from a numeric entity, or the entity as written when it names none. */
function codePoint(entity: string, code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : entity;
}

/**
 * The product's about with its markup stripped [PROD-CARD-2]: the readable text of the
 * institute's HTML (the announcements' htmlToText: tags and scripts out, the common entities
 * read), then the numeric entities and the typographic ones product texts use (&#8377;,
 * &rsquo;, &hellip;). The result is plain text, drawn as text, never as HTML.
 */
export function productAbout(html: string | null | undefined): string {
  return htmlToText(html ?? '')
    .replace(/&#(\d{1,7});/g, (e, n: string) => codePoint(e, Number(n)))
    .replace(/&#x([0-9a-f]{1,6});/gi, (e, n: string) => codePoint(e, parseInt(n, 16)))
    .replace(/&([a-z]+);/g, (e, name: string) => MORE_ENTITIES[name] ?? e);
}

/**
 * The card's picture [PROD-CARD-1]: the product photo (photo_url), else its logo (logo_url),
 * else none. Blank or unsafe addresses count as missing.
 */
export function productImage(product: { photo_url?: string | null; logo_url?: string | null }): { src: string; kind: 'photo' | 'logo' } | null {
  const photo = (product.photo_url ?? '').trim();
  if (photo && isSafeAddress(photo)) return { src: photo, kind: 'photo' };
  const logo = (product.logo_url ?? '').trim();
  if (logo && isSafeAddress(logo)) return { src: logo, kind: 'logo' };
  return null;
}

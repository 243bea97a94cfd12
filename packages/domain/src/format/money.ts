/**
 * Rupee amounts for the fees screen and the receipt PDF [FEES-MONEY-1..3] (decision 016).
 * Written by hand rather than with Intl 'en-IN', so server and every browser give the same
 * text whatever ICU data they carry.
 */

/** What a missing amount shows [FEES-EMPTY-2] [FEES-EMPTY-3 reading A: money columns show '-']. */
export const MONEY_PLACEHOLDER = '-';

/**
 * Rounds half away from zero. toPrecision(15) first drops binary noise such as
 * 1.005 * 100 = 100.49999999999999, so the half that was written is the half that rounds.
 */
function roundHalfAway(value: number): number {
  const abs = Number(Math.abs(value).toPrecision(15));
  return Math.sign(value) * Math.round(abs);
}

/** Indian digit grouping of a whole non-negative number: the last three digits, then pairs (12,34,567) [FEES-MONEY-2]. */
export function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

/**
 * 'Rs 1,25,000': the prefix 'Rs' and a space [FEES-MONEY-1], Indian grouping [FEES-MONEY-2],
 * 0 decimals rounded half away from zero [FEES-MONEY-3]. A negative amount (a credit) is
 * '-Rs 500', the sign before the currency as Indian statements print it; an amount that rounds
 * to zero is 'Rs 0', never '-Rs 0'. Missing or non-finite amounts show MONEY_PLACEHOLDER.
 */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return MONEY_PLACEHOLDER;
  const rounded = roundHalfAway(amount);
  const text = `Rs ${groupIndian(Math.abs(rounded))}`;
  return rounded < 0 ? `-${text}` : text;
}

const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine',
  'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99: 'Nineteen', 'Twenty', 'Twenty-Five'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]!}`;
}

/** Indian-system words of a whole number >= 1: crore, lakh, thousand, hundred; no 'and' inside. */
function wholeWords(n: number): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  // Above 99 crore the crore count is itself read in words ('One Hundred Crore'), as Indian receipts do.
  if (crore > 0) parts.push(`${wholeWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  const hundred = Math.floor((n % 1000) / 100);
  if (hundred > 0) parts.push(`${ONES[hundred]!} Hundred`);
  const rest = n % 100;
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** 1..99 paise; one is 'One Paisa', the singular. */
function paiseWords(paise: number): string {
  return `${belowHundred(paise)} ${paise === 1 ? 'Paisa' : 'Paise'}`;
}

/**
 * An amount in Indian English words for a receipt: 'Rupees One Lakh Twenty-Five Thousand Only'.
 * Paise are rounded to two places (half away from zero) and added when not whole: 'Rupees Ten
 * and Fifty Paise Only'; an amount below one rupee is 'Fifty Paise Only'; zero is 'Rupees Zero
 * Only'; a negative amount is prefixed 'Minus'. Throws a RangeError for a non-finite amount,
 * since a receipt must never print a made-up figure.
 */
export function amountInWords(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  const totalPaise = roundHalfAway(Math.abs(amount) * 100);
  const rupees = Math.floor(totalPaise / 100);
  const paise = totalPaise % 100;
  const sign = amount < 0 && totalPaise > 0 ? 'Minus ' : '';
  if (rupees === 0 && paise === 0) return 'Rupees Zero Only';
  if (rupees === 0) return `${sign}${paiseWords(paise)} Only`;
  const paiseText = paise > 0 ? ` and ${paiseWords(paise)}` : '';
  return `${sign}Rupees ${wholeWords(rupees)}${paiseText} Only`;
}

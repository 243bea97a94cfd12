/**
 * Exact fractions for exam marks (decision 035): marks are added as fractions and rounded once,
 * so three wrong answers at −1/3 cost exactly 1 (RESEARCH.md, GATE evaluator PR #5).
 */
export type Rational = { readonly num: bigint; readonly den: bigint };

/** A mark as stored and sent: a decimal number (read by its decimal text, 0.1 is 1/10) or a fraction. */
export type MarkValue = number | { num: number; den: number };

const abs = (n: bigint) => (n < 0n ? -n : n);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? abs(a) : gcd(b, a % b));

/** num/den in lowest terms with a positive denominator; a zero denominator throws. */
export function rational(num: bigint, den = 1n): Rational {
  if (den === 0n) throw new RangeError('zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const RATIONAL_ZERO = rational(0n);

export const rationalAdd = (a: Rational, b: Rational): Rational => rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const rationalMul = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);
export const rationalNeg = (a: Rational): Rational => rational(-a.num, a.den);
export const rationalCompare = (a: Rational, b: Rational): number => Math.sign(Number(a.num * b.den - b.num * a.den));
export const rationalSum = (list: readonly Rational[]): Rational => list.reduce(rationalAdd, RATIONAL_ZERO);

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * The exact value of a decimal text ('2.5', '-.75', '1e-3'); null when it is not one (blank,
 * '1/2', 'abc', '1,5'). Surrounding spaces are ignored.
 */
export function parseDecimal(text: string): Rational | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const [, sign = '', whole = '', frac = '', exp = '0'] = m;
  if (whole === '' && frac === '') return null;
  const digits = BigInt(`${whole}${frac}` || '0') * (sign === '-' ? -1n : 1n);
  const scale = Number(exp) - frac.length;
  return scale >= 0 ? rational(digits * 10n ** BigInt(scale)) : rational(digits, 10n ** BigInt(-scale));
}

/** A MarkValue as an exact fraction: a number by its shortest decimal text (0.1 → 1/10), a pair as given. */
export function toRational(mark: MarkValue | null | undefined): Rational {
  if (mark === null || mark === undefined) return RATIONAL_ZERO;
  if (typeof mark === 'number') {
    const value = Number.isFinite(mark) ? parseDecimal(String(mark)) : null;
    if (!value) throw new RangeError(`not a finite mark: ${mark}`);
    return value;
  }
  if (!Number.isInteger(mark.num) || !Number.isInteger(mark.den)) throw new RangeError('a fraction takes integers');
  return rational(BigInt(mark.num), BigInt(mark.den));
}

/** Rounded once to 2 decimals, halves away from zero (decision 035): 1/8 → 0.13, −1/8 → −0.13. */
export function roundMarks(value: Rational): number {
  const hundredths = abs(value.num) * 100n;
  const rounded = (2n * hundredths + value.den) / (2n * value.den);
  const cents = Number(value.num < 0n ? -rounded : rounded);
  return cents / 100 || 0;
}

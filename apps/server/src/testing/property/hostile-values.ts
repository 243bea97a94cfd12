import fc from 'fast-check';

// What an outside probe sends (issue 12): values no client of ours sends, each aimed at a layer
// that once answered 500 (PostgreSQL's integer, its text, its date; the JSON parser; zod).

const INT32_MAX = 2 ** 31 - 1;

/** Numbers at and past the 32-bit and 53-bit bounds, and the odd ones. */
export const EDGE_NUMBERS = [
  INT32_MAX, INT32_MAX + 1, -INT32_MAX - 1, -INT32_MAX - 2, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, 5e-324, -0, 0, -1, 1.5,
];

/** Strings that look like numbers to some parser and not to another. */
export const NUMBER_LIKE = [
  '2147483647', '2147483648', '-2147483649', '4294967296', '9007199254740993', '99999999999999999999', '1e3', '0x10', '0b1',
  'NaN', 'Infinity', '-Infinity', ' 1', '1 ', '+1', '00001', '-0', '1.0', '１２３', '١٢٣', '',
];

/** Dates that match YYYY-MM-DD, or nearly, and do not exist (or barely do). */
export const DATE_LIKE = [
  '2026-02-30', '2026-13-01', '0000-01-01', '2026-00-10', '2025-02-29', '9999-12-31', '1000-01-01', '0999-12-31', '-001-01-01',
  '+02026-01-01', '2026-1-1T00:00:00Z', '20260101', '2026/01/01', '2026-09-01 ', '2026-9-1', '2026-11-21\u0000',
];

/** Control characters (NUL first), separators and characters that change how text is shown. */
const SPECIALS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\r', '\n', '\t', '\u2028', '\u202e', '\ufeff', '\ud800', '\udfff'];

/** Arrays and objects nested `depth` deep: a recursive parser or validator would overflow its stack. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const HUGE = 'x'.repeat(100 * 1024);

/** A string with control or odd characters inside ordinary text. */
export const oddText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...SPECIALS), fc.string({ maxLength: 8, unit: 'binary' }))
  .map(([a, b, c]) => `${a}${b}${c}`);

/** Where a number is meant: the bounds of the integer column and of safe integers, as numbers and as text. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom<unknown>(...EDGE_NUMBERS), fc.constantFrom(...NUMBER_LIKE));

/** Where text is meant: control characters, impossible dates, any code point, 100 KB. */
export const hostileText: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  fc.constantFrom(...DATE_LIKE),
  fc.string({ maxLength: 30, unit: 'binary' }),
  fc.constantFrom<unknown>(HUGE, `${HUGE}\u0000`),
);

/** Any hostile value: wrong types, edge numbers, impossible dates, odd text, huge and deep values. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  hostileText,
  fc.constantFrom<unknown>(null, true, false, [], {}, [1], [[]], { a: 1 }, '', 'null', 'undefined', 'true'),
  fc.constantFrom<unknown>(deeplyNested(2_000, 'array'), deeplyNested(2_000, 'object')),
  fc.constantFrom<unknown>(JSON.parse('{"__proto__":{"polluted":1}}'), { constructor: { prototype: { polluted: 1 } } }, ['__proto__']),
);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) becomes the bytes a
 * careless client would send for it (ED A0 80: not valid UTF-8), so the server gets those too.
 */
export function escapeText(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

/** A hostile path segment, already as it appears in the address (some are not valid escapes). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%FF', '%00', '%', '%zz', '..', '%2e%2e%2f', '..%2F..%2Fetc%2Fpasswd', '%C0%AE', '%E2%80%AE', '%F0%9F%98%80', 'a%20b', '%0d%0a'),
  fc.constant('9'.repeat(400)),
  hostileValue.map((v) => escapeText(typeof v === 'string' ? v.slice(0, 2_000) : JSON.stringify(v).slice(0, 2_000))),
);

/** A hostile query string after the '?'. */
export const hostileQuery: fc.Arbitrary<string> = fc.constantFrom(
  'a=%FF', '%FF=1', '&&&=', '__proto__[polluted]=1', 'constructor[prototype][x]=1', 'x=1&x=2&x=3', `q=${'y'.repeat(20_000)}`, '=', '%00=%00',
);

/** Bodies that are not what their content type says, or not JSON at all. */
export const malformedJson: fc.Arbitrary<string> = fc.constantFrom(
  '{', '{"a":', '[', '['.repeat(10_000), '{"a":1}garbage', '\u0000', 'null', '"text"', '123', 'true', '{"__proto__":{"x":1}}', '',
  '{"a":1,"a":2}', '\ufeff{}', '{"a":"\\ud800"}',
);

/**
 * The values every field of every route gets once, by the kind of value it holds (the sweep
 * before the random runs): the inputs that once answered 500, so none depends on chance.
 */
export const CRITICAL_BY_KIND: Record<'number' | 'string' | 'other', readonly unknown[]> = {
  number: [INT32_MAX + 1, String(INT32_MAX + 1), -INT32_MAX - 2, 2 ** 53, 'abc', 1.5, null],
  string: ['a\u0000b', 'a\u001bb', '2026-02-30', '0000-01-01', HUGE, 12, null],
  other: [null, {}, ['x'], 'a\u0000b', INT32_MAX + 1],
};

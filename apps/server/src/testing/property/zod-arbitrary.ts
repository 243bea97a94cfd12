import fc from 'fast-check';
import type { z } from 'zod';
import { hostileNumber, hostileText, hostileValue } from './hostile-values.ts';

// Values for a request part, derived from its zod schema (zod 4's definitions, `_zod.def`):
// clean values shaped like what the schema wants (the demo data's values where a field has
// some, so requests pass every check and reach the services), the same with one field made
// hostile, and values hostile anywhere. A kind of schema this does not know is generated as
// any value, never skipped.

/* eslint-disable @typescript-eslint/no-explicit-any -- zod's internal definitions are untyped here */
type Schema = z.ZodType;
const defOf = (schema: Schema): any => (schema as any)._zod.def;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type Samples = {
  /** Numbers of the demo data (other people's ids too): tried wherever the schema accepts them. */
  numbers: readonly number[];
  /** Strings of the demo data and the spec (dates, flags, hosts...): tried wherever the schema accepts them. */
  strings: readonly string[];
  /** Values by field name (the demo student's own ids, dates of the test clock's month...). */
  fields: Readonly<Record<string, readonly unknown[]>>;
};

const MAX_DEPTH = 6;
type Weighted = { arbitrary: fc.Arbitrary<unknown>; weight: number };

function checksOf(schema: Schema): { check: string; [k: string]: unknown }[] {
  return (defOf(schema).checks ?? []).map((c: Schema) => defOf(c));
}

function stringArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const checks = checksOf(schema);
  const min = Number(checks.find((c) => c.check === 'min_length')?.minimum ?? 0);
  const max = Math.max(min, Math.min(Number(checks.find((c) => c.check === 'max_length')?.maximum ?? 40), 40));
  const pattern = checks.find((c) => c.check === 'string_format' && c.pattern instanceof RegExp)?.pattern as RegExp | undefined;
  const plain = fc.string({ minLength: min, maxLength: max });
  return pattern ? fc.oneof(fc.stringMatching(pattern, { size: 'small' }), plain) : plain;
}

function numberArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const checks = checksOf(schema);
  const isInt = checks.some((c) => c.check === 'number_format');
  const lower = checks.find((c) => c.check === 'greater_than');
  const upper = checks.find((c) => c.check === 'less_than');
  const min = Math.max(lower ? Number(lower.value) + (lower.inclusive || !isInt ? 0 : 1) : -(2 ** 31), -(2 ** 31));
  const max = Math.min(upper ? Number(upper.value) - (upper.inclusive || !isInt ? 0 : 1) : 2 ** 31 - 1, 2 ** 31 - 1);
  const within = isInt ? fc.integer({ min, max }) : fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true });
  // The spec's client sends some numbers as their digits (issue 12, item 9).
  return fc.oneof({ arbitrary: within, weight: 3 }, { arbitrary: within.map(String), weight: 1 });
}

function arrayArbitrary(schema: Schema, samples: Samples, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const checks = checksOf(schema);
  const exact = checks.find((c) => c.check === 'length_equals')?.length as number | undefined;
  const min = exact ?? Number(checks.find((c) => c.check === 'min_length')?.minimum ?? 0);
  const max = exact ?? Math.max(min, Math.min(Number(checks.find((c) => c.check === 'max_length')?.maximum ?? 4), 4));
  const element = build(defOf(schema).element as Schema, samples, depth + 1, hostile);
  const sized = fc.array(element, { minLength: min, maxLength: max });
  return hostile ? fc.oneof({ arbitrary: sized, weight: 4 }, { arbitrary: fc.array(element, { maxLength: 30 }), weight: 1 }) : sized;
}

function objectArbitrary(schema: Schema, samples: Samples, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const shape = defOf(schema).shape as Record<string, Schema>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(shape)) {
    const known = (samples.fields[key] ?? []).filter((v) => field.safeParse(v).success);
    const shaped = build(field, samples, depth + 1, hostile);
    model[key] = known.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 5 }, { arbitrary: shaped, weight: 1 }) : shaped;
  }
  const full = fc.record(model, { noNullPrototype: true });
  // Requests often name exactly one of several optional fields (student_id or user_id; one
  // profile field per call): a clean object is also tried with the required fields and one optional.
  const optional = Object.keys(shape).filter((key) => defOf(shape[key]!).type === 'optional');
  const required = Object.keys(shape).filter((key) => !optional.includes(key));
  const withOne =
    optional.length > 1
      ? fc.constantFrom(...optional).chain((one) => fc.record(Object.fromEntries([...required, one].map((key) => [key, model[key]!])), { noNullPrototype: true }))
      : full;
  if (!hostile) return fc.oneof(full, withOne);
  const partial = fc.record(model, { requiredKeys: [], noNullPrototype: true });
  const extra = fc.tuple(full, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof({ arbitrary: full, weight: 3 }, { arbitrary: withOne, weight: 3 }, { arbitrary: partial, weight: 1 }, { arbitrary: extra, weight: 1 });
}

/** What this kind of schema wants, built from its definition. */
function shaped(schema: Schema, samples: Samples, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > MAX_DEPTH) return hostileValue;
  const inner = (s: Schema) => build(s, samples, depth + 1, hostile);
  const orAbsent = (s: Schema, absent: unknown) => fc.oneof({ arbitrary: inner(s), weight: 3 }, { arbitrary: fc.constant(absent), weight: 1 });
  switch (def.type as string) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'object':
      return objectArbitrary(schema, samples, depth, hostile);
    case 'array':
      return arrayArbitrary(schema, samples, depth, hostile);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType as Schema), { maxKeys: 4 });
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(inner));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return orAbsent(def.innerType as Schema, undefined);
    case 'nullable':
      return orAbsent(def.innerType as Schema, null);
    case 'pipe':
      // A preprocess (transform first) takes what its output schema takes; otherwise the input decides.
      return inner((defOf(def.in as Schema).type === 'transform' ? def.out : def.in) as Schema);
    case 'lazy':
      return inner(def.getter() as Schema);
    default:
      // transform, any, unknown, custom...: nothing to shape a value after.
      return hostileValue;
  }
}

/** What a schema finally checks, seen through optional, default, nullable and preprocess wrappers. */
function leafKind(schema: Schema): string {
  const def = defOf(schema);
  switch (def.type as string) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return leafKind(def.innerType as Schema);
    case 'pipe':
      return leafKind((defOf(def.in as Schema).type === 'transform' ? def.out : def.in) as Schema);
    case 'union':
      return leafKind((def.options as Schema[]).at(-1)!);
    default:
      return def.type as string;
  }
}

/** A hostile value aimed at the schema's kind (edge numbers where a number is meant...), or any. */
export function hostileFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const kind = schema ? leafKind(schema) : 'unknown';
  if (kind === 'number') return fc.oneof({ arbitrary: hostileNumber, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
  if (kind === 'string') return fc.oneof({ arbitrary: hostileText, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
  return hostileValue;
}

/**
 * One level: the samples the schema accepts and values shaped after it; with `hostile`, a
 * hostile value in place about one time in eight.
 */
function build(schema: Schema, samples: Samples, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const candidates: unknown[] = [...samples.numbers, ...samples.numbers.map(String), ...samples.strings];
  const known = depth > 0 ? candidates.filter((v) => schema.safeParse(v).success) : [];
  const options: Weighted[] = [{ arbitrary: shaped(schema, samples, depth, hostile), weight: 4 }];
  if (known.length > 0) options.push({ arbitrary: fc.constantFrom(...known), weight: 3 });
  if (hostile) options.push({ arbitrary: hostileFor(schema), weight: 1 });
  return fc.oneof(...options);
}

/** A clean value with one field of the object (when it is one) replaced by a value hostile to that field. */
function oneFieldHostile(schema: Schema, clean: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const shape = def.type === 'object' ? (def.shape as Record<string, Schema>) : {};
  const keys = Object.keys(shape);
  if (keys.length === 0) return hostileValue;
  const bad = fc.constantFrom(...keys).chain((key) => hostileFor(shape[key]).map((value) => [key, value] as const));
  return fc.tuple(clean, bad).map(([value, [key, hostile]]) => ({ ...(value as object), [key]: hostile }));
}

/** Clean values for a request part: shaped like the schema's, the samples first. */
export function cleanFor(schema: Schema, samples: Samples): fc.Arbitrary<unknown> {
  return build(schema, samples, 0, false);
}

/** The kind of value a field finally holds: 'number', 'string', 'object'... */
export { leafKind };

/** Values for a request part with this schema: clean, clean but for one hostile field, and hostile anywhere. */
export function arbitraryFor(schema: Schema, samples: Samples): fc.Arbitrary<unknown> {
  const clean = build(schema, samples, 0, false);
  return fc.oneof(
    { arbitrary: clean, weight: 3 },
    { arbitrary: oneFieldHostile(schema, clean), weight: 3 },
    { arbitrary: build(schema, samples, 0, true), weight: 2 },
  );
}

/** Clean values for one field (a path parameter): its samples first. */
export function fieldArbitrary(name: string, schema: Schema | undefined, samples: Samples): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  const known = (samples.fields[name] ?? []).filter((v) => schema.safeParse(v).success);
  const clean = build(schema, samples, 1, false);
  return known.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 2 }, { arbitrary: clean, weight: 1 }) : clean;
}

import { expect } from 'vitest';
import { z } from 'zod';

/**
 * Test support for the wire tests (issue 12): each test describes a call's answer with a small
 * schema written from the spec's own words (the fields its client reads, where it reads them),
 * never with our contract schemas, so a departure of the contract from the spec fails here.
 * Schemas are not strict: the spec lists what its client reads, and we may send more.
 */

/** The value matches the spec's shape; the failing paths are in the message. Returns it typed. */
export function expectSpecShape<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);
  return parsed.data as z.infer<T>;
}

/** The envelope whose `result` the spec's client reads (axios: data.result). */
export function specEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ statusCode: z.literal(200), message: z.string(), result });
}

/** A body the spec reads directly ("reads a list", "a map of date to ..."): no envelope around it. */
export function expectBare(body: unknown) {
  expect(body).not.toBeNull();
  if (typeof body === 'object' && !Array.isArray(body)) {
    expect(body).not.toHaveProperty('statusCode');
    expect(body).not.toHaveProperty('result');
  }
}

/** An error answer, the same everywhere, bare calls included [ERR-GEN-1]: the message the client shows. */
export const SpecError = z.object({ statusCode: z.number().int().min(400), message: z.string().min(1) });

/** A date as the spec writes it in requests and maps: zero-padded YYYY-MM-DD. */
export const SpecDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A 12-hour time such as '10:30 AM' [S2 §3 Schedule item]. */
export const SpecTime12 = z.string().regex(/^\d{2}:\d{2} (AM|PM)$/);

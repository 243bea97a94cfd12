import { z } from 'zod';

/** The spec's envelope: { statusCode, message, result }. */
export function zEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ statusCode: z.number().int(), message: z.string(), result });
}

/** Every error answer. `code` lets the client translate; `errors` names the bad fields. */
export const ZErrorBody = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  code: z.string().optional(),
  result: z.null().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export { ERROR_CODES } from './error-codes.ts';

export const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** GET /api/health: the process answers (load balancers and the bench wait for it). */
export const ZHealthResponse = z.object({ status: z.literal('ok') });

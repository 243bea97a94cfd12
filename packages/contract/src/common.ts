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

/** Error codes the server sends, so a screen can show the text in the user's language. */
export const ERROR_CODES = {
  validation: 'VALIDATION',
  invalidCredentials: 'INVALID_CREDENTIALS',
  feeDues: 'FEE_DUES',
  noStudents: 'NO_STUDENTS',
  rateLimited: 'RATE_LIMITED',
  sessionEnded: 'SESSION_ENDED',
  sessionReplaced: 'SESSION_REPLACED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  sourceRequired: 'SOURCE_REQUIRED',
  noCourse: 'NO_COURSE',
  internal: 'INTERNAL',
} as const;

export const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** GET /api/health: the process answers (load balancers and the bench wait for it). */
export const ZHealthResponse = z.object({ status: z.literal('ok') });

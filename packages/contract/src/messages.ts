import { z } from 'zod';
import { zEnvelope } from './common.ts';

/**
 * GET /api/v1/alerts/config/messagesByPhoneNo/{instituteId}/{countryCode}-{phone}
 * ?start_index=0&batch_size=1000 [API-MSG-1] [MSG-PHONE-1]
 */
export const ZMessagesParams = z.object({
  instituteId: z.coerce.number().int().positive(),
  phone: z.string().regex(/^\d{1,4}-\d{4,15}$/, 'expected {countryCode}-{phone}'),
});
export const ZMessagesQuery = z.object({
  start_index: z.coerce.number().int().min(0).default(0),
  batch_size: z.coerce.number().int().min(1).max(1000).default(1000),
});
export const ZMessage = z.object({
  message_id: z.number().int(),
  message: z.string(),
  /** ISO date-time with offset. */
  createdDateTime: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;
export const ZMessagesResponse = zEnvelope(z.array(ZMessage));
export type TMessagesResponse = z.infer<typeof ZMessagesResponse>;

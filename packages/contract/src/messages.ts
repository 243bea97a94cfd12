import { z } from 'zod';
import { INT32_MAX, ZId, zIntIn } from './common.ts';

/**
 * GET /api/v1/alerts/config/messagesByPhoneNo/{instituteId}/{countryCode}-{phone}
 * ?start_index=0&batch_size=1000 [API-MSG-1] [MSG-PHONE-1]
 */
export const ZMessagesParams = z.object({
  instituteId: ZId,
  /**
   * The spec's client writes the calling code with its plus (`+91-9000000001`), ours without
   * (`91-9000000001`): both are accepted and mean the same number, written without the plus
   * from here on (issue 12, item 8). Anything else, control characters included, is a 400.
   */
  phone: z
    .string()
    .regex(/^\+?\d{1,4}-\d{4,15}$/, 'expected {countryCode}-{phone}')
    .transform((text) => text.replace(/^\+/, '')),
});
export const ZMessagesQuery = z.object({
  start_index: zIntIn(0, INT32_MAX).default(0),
  batch_size: zIntIn(1, 1000).default(1000),
});
export const ZMessage = z.object({
  message_id: z.number().int(),
  message: z.string(),
  /** ISO date-time with offset. */
  createdDateTime: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;
/** The body is the list itself, not an envelope: the spec's client reads it directly [API-MSG-1] (decision 030). */
export const ZMessagesResponse = z.array(ZMessage);
export type TMessagesResponse = z.infer<typeof ZMessagesResponse>;

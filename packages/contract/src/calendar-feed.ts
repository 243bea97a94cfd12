import { z } from 'zod';
import { zEnvelope, ZId } from './common.ts';

/**
 * The private calendar subscription (beyond the spec; decision 013). One address per signed-in
 * account and learner (a parent has one per child). The token is shown once, when created;
 * the server keeps only its hash. Creating a new address revokes the old one.
 *
 * GET    /api/v1/calendar-feed/{institute_id}/{user_id}   the state (no address)
 * POST   /api/v1/calendar-feed/{institute_id}/{user_id}   a new address (Source header)
 * DELETE /api/v1/calendar-feed/{institute_id}/{user_id}   turn it off (Source header)
 * GET    /api/v1/calendar-feed/ics/{token}.ics            the feed itself: public, text/calendar
 *
 * user_id is the session's wire user id (the acting learner's user).
 */
export const ZCalendarFeedParams = z.object({
  institute_id: ZId,
  user_id: ZId,
});

export const ZCalendarFeedState = z.object({
  active: z.boolean(),
  /** ISO date-time the current address was made; null when there is none. */
  created_at: z.string().nullable(),
});
export type TCalendarFeedState = z.infer<typeof ZCalendarFeedState>;
export const ZCalendarFeedStateResponse = zEnvelope(ZCalendarFeedState);
export type TCalendarFeedStateResponse = z.infer<typeof ZCalendarFeedStateResponse>;

export const ZCalendarFeedCreated = z.object({
  active: z.literal(true),
  created_at: z.string(),
  /** Absolute https/http address of the .ics feed; shown once. */
  feed_url: z.string().url(),
});
export type TCalendarFeedCreated = z.infer<typeof ZCalendarFeedCreated>;
export const ZCalendarFeedCreatedResponse = zEnvelope(ZCalendarFeedCreated);
export type TCalendarFeedCreatedResponse = z.infer<typeof ZCalendarFeedCreatedResponse>;

/** The token part of the feed address: 43 base64url characters (256 random bits) and '.ics'. */
export const ZCalendarFeedIcsParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'expected {token}.ics') });

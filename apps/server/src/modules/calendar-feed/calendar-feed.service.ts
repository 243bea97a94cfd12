import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TCalendarFeedCreated, TCalendarFeedState } from '@portal/contract';
import { isOpenUser, isoInZone } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { assertInstitute, type SessionContext } from '../../session-context.ts';
import type { EventsService } from '../events/events.service.ts';
import type { TimetableService } from '../timetable/timetable.service.ts';
import { feedCalendar } from './feed-calendar.ts';
import { findCurrentYear, findLiveFeed, findServableFeed, replaceFeed, revokeFeed } from './calendar-feed.repository.ts';

// What ends with a credential ends its feeds (decision 029): a password change, a temporary
// password's use and a login that signs out the other devices turn off every address the account
// made, in their own transaction, so one made with a stolen session does not outlive it.
export { revokeFeedsOf } from './calendar-feed.repository.ts';

/** Where the feed is served; the token and '.ics' follow. */
export const FEED_PATH = '/api/v1/calendar-feed/ics/';

/** 256 bits from the CSPRNG as 43 base64url characters: the secret part of a feed address. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The learner whose feed the path names: the session's wire user (the chosen child on a
 * parent login), a student or an open user. Another id, or another institute, is 404.
 */
function ownFeed(session: SessionContext, instituteId: number, userId: number) {
  assertInstitute(session, instituteId);
  if (userId !== session.userId || (session.studentId === null && !isOpenUser(session.userType))) throw notFound();
  return { ownerUserId: session.loginUserId, learnerUserId: session.userId };
}

export function createCalendarFeedService(deps: { db: Kysely<DB>; clock: Clock; events: EventsService; timetable: TimetableService }) {
  const { db, clock, events, timetable } = deps;
  return {
    /** Whether the signed-in account has a live address for this learner, and since when. */
    async state(session: SessionContext, instituteId: number, userId: number): Promise<TCalendarFeedState> {
      const { ownerUserId, learnerUserId } = ownFeed(session, instituteId, userId);
      const live = await findLiveFeed(db, ownerUserId, learnerUserId);
      return { active: !!live, created_at: live ? isoInZone(live.created_at, session.timeZone) : null };
    },

    /**
     * A new private address; the old one stops working. Only the token's SHA-256 is stored,
     * so the address is shown this once. `origin` is the request's protocol and host.
     */
    async create(session: SessionContext, instituteId: number, userId: number, origin: string): Promise<TCalendarFeedCreated> {
      const { ownerUserId, learnerUserId } = ownFeed(session, instituteId, userId);
      const token = newFeedToken();
      const at = clock.now();
      await replaceFeed(db, { tokenHash: hashToken(token), instituteId, ownerUserId, learnerUserId, at });
      return { active: true, created_at: isoInZone(at, session.timeZone), feed_url: `${origin}${FEED_PATH}${token}.ics` };
    },

    /** Turns the address off (nothing to do when there is none). */
    async revoke(session: SessionContext, instituteId: number, userId: number): Promise<TCalendarFeedState> {
      const { ownerUserId, learnerUserId } = ownFeed(session, instituteId, userId);
      await revokeFeed(db, ownerUserId, learnerUserId, clock.now());
      return { active: false, created_at: null };
    },

    /**
     * The .ics text of a token, or 404 for an unknown or revoked token and for an owner no
     * longer allowed to see the learner. Holds the learner's schedule items of the current
     * academic year (the class types of the institute's modes) and their calendar entries:
     * holidays and 'My Events' for a student; holidays only for an open user, who has no event
     * calendar. Weekly offs are left out.
     */
    async ics(token: string, place: { host: string; origin: string }): Promise<string> {
      const feed = await findServableFeed(db, hashToken(token));
      if (!feed) throw notFound();
      const year = await findCurrentYear(db, feed.institute_id);
      const modes = { classes: feed.classes_mode, exam: feed.exam_mode };
      const schedule = year ? await timetable.learnerItems(feed.institute_id, feed.learner_user_id, year.start_date, year.end_date, modes) : [];
      const types = isOpenUser(feed.learner_user_type) ? [1] : [1, 2];
      const entries = year ? await events.learnerEntries(feed.institute_id, feed.learner_user_id, year.start_date, year.end_date, types) : [];
      return feedCalendar({
        instituteName: feed.institute_name,
        timeZone: feed.time_zone,
        year: year ? { start: year.start_date, end: year.end_date } : null,
        schedule,
        events: entries,
        host: place.host,
        origin: place.origin,
        now: clock.now(),
      });
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;

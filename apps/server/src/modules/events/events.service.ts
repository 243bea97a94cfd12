import type { Kysely } from 'kysely';
import type { TCalendarEvent, TEventDetailRequest, TTimetableHoliday, TTimetableHolidaysRequest } from '@portal/contract';
import { daysInMonth, dayNumber, isoDate } from '@portal/domain';
import { createAreaCache } from '../../db/area-cache.ts';
import type { DB } from '../../db/types.ts';
import { invalidField } from '../../http-error.ts';
import { assertInstitute, assertLearner, assertStudent, type SessionContext } from '../../session-context.ts';
import { eventsOverlapping, learnerStandards, type CalendarEventRow } from './events.repository.ts';
import { holidayMap, monthEventMap } from './event-mapping.ts';

// The rows learnerEntries hands out: the calendar feed writes its entries from them.
export type { CalendarEventRow };

/** The longest holiday range one call may ask for, as for the timetable itself [API-TT-1]. */
export const MAX_RANGE_DAYS = 366;

export function createEventsService(db: Kysely<DB>) {
  // Kept per process until an event, a batch, a membership or a year changes (decision 058).
  const holidayRanges = createAreaCache<Record<string, TTimetableHoliday[]>>('events', 5_000);
  const months = createAreaCache<Record<string, TCalendarEvent[]>>('events', 5_000);
  return {
    /**
     * The holidays of a range for the timetable's markers, by start date [API-TT-2] [TT-DATA-2]. The
     * learner is checked as for the timetable (student_id, or user_id for an open user). Only
     * holidays (event_type 1) count, the ones that apply to the learner (students in the
     * audience; no standard or one of the learner's); weekly offs and events are not markers.
     * `year` is accepted and not used: the dates decide (decision 013).
     */
    async holidays(session: SessionContext, req: TTimetableHolidaysRequest): Promise<Record<string, TTimetableHoliday[]>> {
      assertInstitute(session, req.institution_id);
      const learner = assertLearner(session, req);
      const from = req.event_start_Date;
      const to = req.event_end_date;
      const a = dayNumber(from);
      const b = dayNumber(to);
      if (a === null) throw invalidField('event_start_Date', 'not a calendar date');
      if (b === null) throw invalidField('event_end_date', 'not a calendar date');
      if (b - a > MAX_RANGE_DAYS) throw invalidField('event_end_date', `at most ${MAX_RANGE_DAYS} days after event_start_Date`);
      return holidayRanges.read(db, `${session.instituteId}:${learner.userId}:${from}:${to}`, async () => {
        const standards = await learnerStandards(db, session.instituteId, learner.userId, from, to);
        const rows = await eventsOverlapping(db, session.instituteId, from, to, { eventType: 1, forStandards: standards });
        return holidayMap(rows);
      });
    },

    /**
     * The event calendar's month [API-EVENT-1] [EVENT-DATA-1]: every entry with a day in the
     * month. student_id must be the session's acting student, so an open user (no student)
     * gets 404. 'My Events' (is_all_event_for_student false [EVENT-TOGGLE-4]) keeps the events
     * for students whose standards are empty or include the student's standard that year;
     * 'All Events' is every entry of the institute. event_type 0 keeps all types, 1..3 one.
     * search_date and is_yearly_view are accepted and not used (the screen sends only null and
     * false; decision 013).
     */
    async month(session: SessionContext, req: TEventDetailRequest): Promise<Record<string, TCalendarEvent[]>> {
      assertInstitute(session, req.institution_id);
      assertStudent(session, req.student_id);
      const from = isoDate(req.year, req.month, 1);
      const to = isoDate(req.year, req.month, daysInMonth(req.year, req.month));
      const all = req.is_all_event_for_student;
      const eventType = req.event_type === 0 ? undefined : req.event_type;
      return months.read(db, `${session.instituteId}:${all ? '*' : session.userId}:${from}:${eventType ?? 0}`, async () => {
        const forStandards = all ? undefined : await learnerStandards(db, session.instituteId, session.userId, from, to);
        const rows = await eventsOverlapping(db, session.instituteId, from, to, { eventType, forStandards });
        return monthEventMap(rows, from, to);
      });
    },

    /**
     * The entries of some types (1 holiday, 2 event) meant for a learner between two dates,
     * under the 'My Events' rule: students in the audience and no standard or one of the
     * learner's. For the private calendar feed.
     */
    async learnerEntries(instituteId: number, learnerUserId: number, from: string, to: string, types: readonly number[]): Promise<CalendarEventRow[]> {
      const standards = await learnerStandards(db, instituteId, learnerUserId, from, to);
      const rows = await eventsOverlapping(db, instituteId, from, to, { forStandards: standards });
      return rows.filter((r) => types.includes(r.event_type));
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;

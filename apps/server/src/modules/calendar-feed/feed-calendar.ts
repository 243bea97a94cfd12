import { addDays } from '@portal/domain';
import type { CalendarEventRow } from '../events/events.service.ts';
import type { FeedScheduleRow } from './calendar-feed.repository.ts';
import { escapeText, icsText, type IcsProperty } from './ics.ts';
import { dateValue, fixedOffset, localDateTime, utcDateTime, utcOffsetText, zonedToUtc } from './ics-time.ts';

export type FeedInput = {
  instituteName: string;
  timeZone: string;
  /** The academic year the feed covers; null when the institute has no current year. */
  year: { start: string; end: string } | null;
  schedule: readonly FeedScheduleRow[];
  events: readonly CalendarEventRow[];
  /** Host name for the UIDs ('schedule-12@host'). */
  host: string;
  /** Origin ('https://host') that makes the events' document addresses absolute. */
  origin: string;
  now: Date;
};

const KIND: Record<string, string> = {
  Class: 'Class',
  'Online Class': 'Live class',
  'Online Exam': 'Online exam',
  'Offline Exam': 'Offline exam',
};
const CATEGORY: Record<number, string> = { 1: 'Academic', 2: 'Sports', 3: 'Cultural', 4: 'Miscellaneous' };

const text = (v: string | null | undefined) => (v ?? '').trim();

/** A document address made absolute against the feed's origin; null when there is none or it cannot be read. */
function absolute(address: string | null, origin: string): string | null {
  if (!address) return null;
  try {
    return new URL(address, origin).toString();
  } catch {
    return null;
  }
}

/**
 * The title of a schedule item: 'Mathematics (Class)'; a live class by its session name; an
 * exam by its name (session_name, else its description) with the subject when the name does
 * not say it: 'Half-Yearly Examination: Mathematics (Offline exam)'.
 */
export function scheduleSummary(row: FeedScheduleRow): string {
  const kind = KIND[row.class_type] ?? row.class_type;
  const subject = text(row.subject_name);
  if (row.class_type === 'Online Class') return text(row.session_name) || `${subject || kind} (${kind})`;
  if (row.class_type === 'Class') return `${subject || kind} (${kind})`;
  const name = text(row.session_name) || text(row.description);
  if (!name) return subject ? `${subject} (${kind})` : kind;
  return `${name}${subject && !name.includes(subject) ? `: ${subject}` : ''} (${kind})`;
}

function scheduleDescription(row: FeedScheduleRow): string {
  const parts: string[] = [];
  if (text(row.subject_name) && row.class_type !== 'Class') parts.push(`Subject: ${text(row.subject_name)}`);
  if (text(row.topics_covered)) parts.push(`Topics: ${text(row.topics_covered)}`);
  if (text(row.teacher_name)) parts.push(`Teacher: ${text(row.teacher_name)}`);
  if (text(row.description) && !scheduleSummary(row).startsWith(text(row.description))) parts.push(text(row.description));
  return parts.join('\n');
}

/**
 * The private .ics feed (decision 013): the learner's schedule items and calendar entries of
 * the current academic year, and nothing about the person (no name, no attendance). Times are
 * the institute's wall times: with a VTIMEZONE and TZID when the zone keeps one offset all
 * year (India: +0530), else as UTC instants, which every client reads right without a
 * hand-written DST rule. All-day entries are DATE values with an exclusive end.
 */
export function feedCalendar(input: FeedInput): string {
  const zone = input.timeZone;
  // No year: nothing is listed, so no zone definition is needed either.
  const offset = input.year ? fixedOffset(zone, input.year.start, input.year.end) : null;
  const stamp = utcDateTime(input.now);
  const at = (name: string, day: string, time: string): IcsProperty =>
    offset !== null ? [`${name};TZID=${zone}`, localDateTime(day, time)] : [name, utcDateTime(zonedToUtc(day, time, zone))];

  const lines: (IcsProperty | string)[] = [
    'BEGIN:VCALENDAR',
    ['VERSION', '2.0'],
    ['PRODID', '-//Student Portal//Timetable Feed//EN'],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['X-WR-CALNAME', escapeText(`${input.instituteName} Timetable`)],
    ['X-WR-TIMEZONE', zone],
  ];
  if (offset !== null) {
    const o = utcOffsetText(offset);
    lines.push('BEGIN:VTIMEZONE', ['TZID', zone], 'BEGIN:STANDARD', ['DTSTART', '19700101T000000'], ['TZOFFSETFROM', o], ['TZOFFSETTO', o], 'END:STANDARD', 'END:VTIMEZONE');
  }

  for (const row of input.schedule) {
    const link = row.class_type === 'Online Class' ? text(row.session_link) : '';
    const place = link || text(row.classroom);
    const description = scheduleDescription(row);
    lines.push(
      'BEGIN:VEVENT',
      ['UID', `schedule-${row.id}@${input.host}`],
      ['DTSTAMP', stamp],
      at('DTSTART', row.date, row.start_time),
      at('DTEND', row.end_date, row.end_time),
      ['SUMMARY', escapeText(scheduleSummary(row))],
      ['CATEGORIES', escapeText(KIND[row.class_type] ?? row.class_type)],
    );
    if (place) lines.push(['LOCATION', escapeText(place)]);
    if (link) lines.push(['URL', link]);
    if (description) lines.push(['DESCRIPTION', escapeText(description)]);
    lines.push('END:VEVENT');
  }

  for (const e of input.events) {
    const category = e.event_type === 1 ? 'Holiday' : (CATEGORY[e.holiday_type ?? 4] ?? 'Event');
    lines.push('BEGIN:VEVENT', ['UID', `event-${e.id}@${input.host}`], ['DTSTAMP', stamp]);
    if (e.is_all_day || !e.start_time) {
      lines.push(['DTSTART;VALUE=DATE', dateValue(e.start_date)], ['DTEND;VALUE=DATE', dateValue(addDays(e.end_date, 1))], ['TRANSP', 'TRANSPARENT']);
    } else {
      lines.push(at('DTSTART', e.start_date, e.start_time));
      if (e.end_time) lines.push(at('DTEND', e.end_date, e.end_time));
    }
    lines.push(['SUMMARY', escapeText(e.title)], ['CATEGORIES', category]);
    if (text(e.description)) lines.push(['DESCRIPTION', escapeText(text(e.description))]);
    const doc = absolute(e.document_url, input.origin);
    if (doc) lines.push(['URL', doc]);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return icsText(lines);
}

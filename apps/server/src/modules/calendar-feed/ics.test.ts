import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEventRow } from '../events/events.service.ts';
import type { FeedScheduleRow } from './calendar-feed.repository.ts';
import { feedCalendar, scheduleSummary } from './feed-calendar.ts';
import { escapeText, foldLine } from './ics.ts';
import { fixedOffset, zonedToUtc } from './ics-time.ts';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

const classRow = (over: Partial<FeedScheduleRow> = {}): FeedScheduleRow => ({
  id: 7,
  class_type: 'Class',
  date: '2026-07-01',
  end_date: '2026-07-01',
  start_time: '10:00:00',
  end_time: '10:45:00',
  subject_name: 'Mathematics',
  topics_covered: 'Linear equations; word problems, part 2',
  teacher_name: 'Mrs. Kavita Iyer',
  classroom: 'Room 204',
  session_name: null,
  session_link: null,
  description: null,
  ...over,
});

const eventRow = (over: Partial<CalendarEventRow> = {}): CalendarEventRow => ({
  id: 3,
  institute_id: 101,
  event_type: 1,
  holiday_type: null,
  title: 'Diwali Break',
  description: null,
  document_url: null,
  start_date: '2026-11-06',
  end_date: '2026-11-10',
  is_all_day: true,
  start_time: null,
  end_time: null,
  days_of_week: [],
  user_types: [1, 3],
  standard_names: [],
  ...over,
});

const input = { instituteName: 'Sunrise Public School', host: 'school.example', origin: 'https://school.example', now: new Date('2026-11-21T04:30:00Z') };

describe('iCalendar text', () => {
  it('[issue 4 feed] escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('[issue 4 feed] folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'गणित कक्षा '.repeat(12)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    const ascii = foldLine(`DESCRIPTION:${'a'.repeat(188)}`).split('\r\n');
    expect(ascii.map((p) => p.length)).toEqual([75, 75, 52]);
    expect(ascii.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(foldLine('SUMMARY:a\u0000b\u0007c')).toBe('SUMMARY:abc');
  });

  it('[issue 4 feed] a zone keeps one offset all year (India) or not (Paris); wall times map to instants', () => {
    expect(fixedOffset('Asia/Kolkata', '2026-04-01', '2027-03-31')).toBe(330);
    expect(fixedOffset('Europe/Paris', '2026-04-01', '2027-03-31')).toBeNull();
    expect(zonedToUtc('2026-11-21', '10:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-21T04:30:00.000Z');
    expect(zonedToUtc('2026-07-01', '10:00', 'Europe/Paris').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedToUtc('2027-01-15', '10:00', 'Europe/Paris').toISOString()).toBe('2027-01-15T09:00:00.000Z');
  });

  it('[issue 4 feed] schedule titles: the subject and kind of a class, a live session by its name, an exam by its name', () => {
    expect(scheduleSummary(classRow())).toBe('Mathematics (Class)');
    expect(scheduleSummary(classRow({ class_type: 'Online Class', session_name: 'Algebra doubt session' }))).toBe('Algebra doubt session');
    expect(scheduleSummary(classRow({ class_type: 'Offline Exam', session_name: 'Half-Yearly Examination' }))).toBe('Half-Yearly Examination: Mathematics (Offline exam)');
    expect(scheduleSummary(classRow({ class_type: 'Online Exam', session_name: 'Online Quiz 3: Mathematics' }))).toBe('Online Quiz 3: Mathematics (Online exam)');
    expect(scheduleSummary(classRow({ class_type: 'Offline Exam', description: 'Unit Test 3' }))).toBe('Unit Test 3: Mathematics (Offline exam)');
    expect(scheduleSummary(classRow({ class_type: 'Online Exam' }))).toBe('Mathematics (Online exam)');
    expect(scheduleSummary(classRow({ class_type: 'Online Exam', subject_name: null }))).toBe('Online exam');
  });
});

describe('the feed calendar', () => {
  it('[issue 4 feed] India: a VTIMEZONE at +0530 and local times that a real parser reads as the right instants', () => {
    const text = feedCalendar({ ...input, timeZone: 'Asia/Kolkata', year: { start: '2026-04-01', end: '2027-03-31' }, schedule: [classRow()], events: [eventRow()] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20260701T100000\r\n');
    expect(text).toContain('TZOFFSETTO:+0530\r\n');
    const cal = new ICAL.Component(ICAL.parse(text));
    const tz = cal.getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(tz);
    const [lesson, holiday] = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(lesson!.summary).toBe('Mathematics (Class)');
    expect(lesson!.location).toBe('Room 204');
    expect(lesson!.description).toBe('Topics: Linear equations; word problems, part 2\nTeacher: Mrs. Kavita Iyer');
    expect(lesson!.startDate.toJSDate().toISOString()).toBe('2026-07-01T04:30:00.000Z');
    expect(lesson!.endDate.toJSDate().toISOString()).toBe('2026-07-01T05:15:00.000Z');
    expect(holiday!.startDate.isDate).toBe(true);
    expect(holiday!.startDate.toString()).toBe('2026-11-06');
    expect(holiday!.endDate.toString()).toBe('2026-11-11'); // exclusive end
    ICAL.TimezoneService.remove('Asia/Kolkata');
  });

  it('[issue 4 feed] a zone with daylight saving: UTC times, no hand-written zone', () => {
    const summer = classRow();
    const winter = classRow({ id: 8, date: '2027-01-15', end_date: '2027-01-15' });
    const timed = eventRow({ id: 9, event_type: 2, holiday_type: 3, title: 'Annual Day', start_date: '2026-12-19', end_date: '2026-12-19', is_all_day: false, start_time: '17:00:00', end_time: '20:30:00', document_url: '/docs/annual-day.pdf' });
    const text = feedCalendar({ ...input, timeZone: 'Europe/Paris', year: { start: '2026-04-01', end: '2027-03-31' }, schedule: [summer, winter], events: [timed] });
    expect(text).not.toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('X-WR-TIMEZONE:Europe/Paris\r\n');
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual(['2026-07-01T08:00:00.000Z', '2027-01-15T09:00:00.000Z', '2026-12-19T16:00:00.000Z']);
    expect(events[2]!.component.getFirstPropertyValue('url')).toBe('https://school.example/docs/annual-day.pdf');
    expect(events[2]!.component.getFirstPropertyValue('categories')).toBe('Cultural');
  });
});

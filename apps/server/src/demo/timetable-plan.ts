import { addDays, dayNumber, parseIsoDate, weekdayOf } from '@portal/domain';
import type { ClassType } from '../db/types-timetable.ts';

/**
 * The shapes the timetable seed builds before anything is inserted, and the small helpers
 * its generators share. Times are minutes since midnight of the institute's wall clock.
 */
export type BatchSeed = {
  /** Unique within the seed: institute, year and name. */
  key: string;
  institute: number;
  year: 'previous' | 'current';
  name: string;
  course_name: string | null;
  master_course_name: string | null;
  product_name: string | null;
  /** Learners by user id (students' users and open users). */
  userIds: number[];
  /** The students among them, whose attendance is marked. */
  studentIds: number[];
};

export type ScheduleSeed = {
  batch: string;
  class_type: ClassType;
  date: string;
  /** The last day of an item spanning days; the start date when absent. */
  end_date?: string;
  start: number;
  end: number;
  subject_name?: string | null;
  topics_covered?: string | null;
  teacher_name?: string | null;
  teacher_photo_urls?: string;
  classroom?: string | null;
  session_name?: string | null;
  session_link?: string | null;
  live_meeting_with?: string | null;
  description?: string | null;
  test_id?: number | null;
  test_inst_id?: number | null;
};

export type Teacher = { name: string; photo: string | null };

/** Where the web app serves the demo teacher photos (apps/web/public/demo/teachers). */
const PHOTO_BASE = '/my-account/demo/teachers';

/** A teacher's photo address, '' without one (the card shows its fallback image) [TT-OFF-6]. */
export function photoOf(...teachers: Teacher[]): string {
  return teachers
    .filter((t) => t.photo)
    .map((t) => `${PHOTO_BASE}/${t.photo}.svg`)
    .join(',');
}

/** FNV-1a: a stable 32-bit number from text, so "random" demo choices are the same on every seed. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One of a list, chosen by a stable hash of the key. */
export function pick<T>(list: readonly T[], key: string): T {
  return list[hashOf(key) % list.length]!;
}

/** 'HH:MM' of minutes since midnight (the time column's input form). */
export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes since midnight of 'HH:MM'. */
export function at(text: string): number {
  const [h, m] = text.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** 0 (Sunday) .. 6 (Saturday) of a 'YYYY-MM-DD' date. */
export function weekday(date: string): number {
  const p = parseIsoDate(date)!;
  return weekdayOf(p.year, p.month, p.day);
}

/** Every date from start to end, both included. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Whole weeks since a start date (0 in the first week): drives topic progress and fortnights. */
export function weekOf(date: string, start: string): number {
  return Math.floor((dayNumber(date)! - dayNumber(start)!) / 7);
}

/** The topic of a week: a list walked through evenly over the teaching year (about 44 weeks). */
export function topicOfWeek(topics: readonly string[], week: number): string {
  return topics[Math.min(topics.length - 1, Math.floor((week * topics.length) / 44))]!;
}

/**
 * Days every demo institute closes, besides Sundays: Republic Day, Independence Day, Gandhi
 * Jayanti and Christmas. The year builders also skip the demo calendar's holidays
 * (demoHolidayDays of the 'calendar-events' part), so no class falls on a holiday marker.
 */
export function isNationalHoliday(date: string): boolean {
  return ['01-26', '08-15', '10-02', '12-25'].includes(date.slice(5));
}

/** The academic year's start year (2026 for 2026-27). */
export function startYearOf(yearStart: string): number {
  return Number(yearStart.slice(0, 4));
}

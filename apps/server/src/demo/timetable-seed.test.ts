import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatWallTime, liveClassPhase, onlineExamItemStatus } from '@portal/domain';
import { academicYearOf } from './calendar.ts';
import { demoHolidayDays } from './calendar-events.ts';
import { demoBatches, demoSchedule, type YearSpans } from './timetable-batches.ts';
import { hhmm, type ScheduleSeed } from './timetable-plan.ts';
import { nowTimes } from './timetable-now.ts';

/** The demo timetable as the seed would build it on a given day and minute (no database). */
function scheduleAt(today: string, minutes: number) {
  const span = (back: number) => {
    const y = academicYearOf(today, back);
    return { start: y.start, end: y.end };
  };
  const spans: YearSpans = new Map([101, 102, 106343].map((id) => [id, { previous: span(1), current: span(0) }]));
  const batches = demoBatches();
  return { batches, items: demoSchedule(batches, spans, today, minutes) };
}

const wire = (i: ScheduleSeed) => ({
  date: i.date,
  end_date: i.end_date ?? i.date,
  start_time: formatWallTime(hhmm(i.start)),
  end_time: formatWallTime(hhmm(i.end)),
});

describe('demo timetable around the moment of seeding', () => {
  it('[TT-PHASE-3] at 10:00 the live class runs 09:40-11:10, a later one 17:00-18:00, the exam 09:00-15:00', () => {
    expect(nowTimes(600)).toEqual({ live: { start: 580, end: 670 }, later: { start: 1020, end: 1080 }, exam: { start: 540, end: 900 } });
  });

  it('[TT-PHASE-3] times stay inside the day just after midnight and late at night', () => {
    expect(nowTimes(3)).toEqual({ live: { start: 0, end: 90 }, later: { start: 1020, end: 1080 }, exam: { start: 0, end: 360 } });
    expect(nowTimes(23 * 60 + 50)).toEqual({ live: { start: 1410, end: 1439 }, later: { start: 1350, end: 1410 }, exam: { start: 1370, end: 1439 } });
  });

  // A Saturday in term, a Sunday evening, a holiday of the demo calendar (Diwali break, at both
  // Indian institutes), Independence Day, the summer vacation, a minute after midnight.
  it.each([
    ['2026-11-21', 600],
    ['2026-11-22', 21 * 60 + 30],
    ['2026-11-09', 11 * 60],
    ['2026-08-15', 9 * 60],
    ['2026-06-01', 14 * 60 + 7],
    ['2027-03-20', 1],
  ])('[TT-PHASE-3] [TT-EXAM-3] seeded on %s at minute %i: classes today, a live class in progress and an exam open', (today, minutes) => {
    const { items } = scheduleAt(today, minutes);
    const now = { date: today, minutes };
    const of = (key: string) => items.filter((i) => i.batch === key && i.date === today);
    const aarav = of('101|current|Class 8 - A');
    expect(aarav.filter((i) => i.class_type === 'Class').length).toBeGreaterThanOrEqual(5);
    for (const key of ['101|current|Class 8 - A', '102|current|JEE 2027 - Batch A', '102|current|NEET Crash Course 2027']) {
      const mine = of(key);
      expect(mine.some((i) => i.class_type === 'Online Class' && liveClassPhase(wire(i), now) === 'join-enabled'), key).toBe(true);
      expect(mine.some((i) => i.class_type === 'Online Exam' && onlineExamItemStatus(wire(i), now) === 'Ongoing'), key).toBe(true);
    }
  });

  it("no item on a day the institute's demo calendar closes (demoHolidayDays): no class under a holiday marker", () => {
    const { batches, items } = scheduleAt('2026-11-21', 600);
    const instituteOf = new Map(batches.map((b) => [b.key, b.institute]));
    // A weekday holiday of each institute that only its demo calendar closes: Guru Nanak
    // Jayanti (school), the Diwali break (coaching), Pongal (the French institute).
    for (const [institute, weekdayHoliday] of [
      [101, '2026-11-12'],
      [102, '2026-11-09'],
      [106343, '2027-01-15'],
    ] as const) {
      const closed = demoHolidayDays(institute, '2026-11-21');
      expect(closed.has(weekdayHoliday), String(institute)).toBe(true);
      const onHoliday = items.filter((i) => instituteOf.get(i.batch) === institute && closed.has(i.date));
      expect(onHoliday.map((i) => `${i.batch} ${i.date}`)).toEqual([]);
    }
  });

  it('the same moment gives the same timetable; no two items of a batch start together unless placed around now', () => {
    const a = scheduleAt('2026-11-21', 600).items;
    expect(scheduleAt('2026-11-21', 600).items).toEqual(a);
    const regular = a.filter((i) => i.date !== '2026-11-21');
    const keys = regular.map((i) => `${i.batch} ${i.date} ${i.start}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('learners: every demo student in their batches of each enrolled year, the open user in two products', () => {
    const { batches } = scheduleAt('2026-11-21', 600);
    const of = (userId: number) => batches.filter((b) => b.userIds.includes(userId)).map((b) => `${b.year} ${b.name}`).sort();
    expect(of(1001)).toEqual(['current Class 8 - A', 'previous Class 7 - A']);
    expect(of(1011)).toEqual(['current Class 5 - B', 'previous Class 4 - B']);
    expect(of(1005)).toEqual(['previous NEET 2026 - Batch B']);
    expect(of(1003)).toEqual(['current NEET Crash Course 2027', 'previous NEET Test Series 2026']);
    expect(batches.find((b) => b.name === 'NEET Crash Course 2027')).toMatchObject({ product_name: 'NEET Crash Course 2027', studentIds: [] });
  });

  it('[TT-OFF-6] every teacher photo named exists in the web app; some teachers have none (fallback image)', () => {
    const { items } = scheduleAt('2026-11-21', 600);
    const urls = new Set(items.flatMap((i) => (i.teacher_photo_urls ?? '').split(',').filter(Boolean)));
    expect(urls.size).toBeGreaterThan(10);
    for (const url of urls) {
      expect(url).toMatch(/^\/my-account\/demo\/teachers\/[a-z-]+\.svg$/);
      expect(existsSync(fileURLToPath(new URL(`../../../web/public/${url.slice('/my-account/'.length)}`, import.meta.url))), url).toBe(true);
    }
    expect(items.some((i) => i.teacher_name && !i.teacher_photo_urls)).toBe(true);
    expect(items.some((i) => i.teacher_photo_urls?.includes(','))).toBe(true);
  });
});

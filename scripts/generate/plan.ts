import { examYearOf, type YearIndex, type Years } from './calendar.ts';
import { CITIES, COACHING_NAMES, COURSES, SCHOOL_NAMES, SCHOOL_SUBJECTS, TEACHERS } from './names.ts';

/** Generated institutes are 500001, 500002...: far from the demo's 101, 102 and 106343. */
export const GENERATED_BASE = 500_000;
/** Students per school section and per coaching batch. */
export const SECTION_SIZE = 40;
export const BATCH_SIZE = 60;
/** Timetable items per teaching day: periods at a school, lectures (the last one online) at a coaching institute. */
export const SCHOOL_PERIODS = 6;
export const COACHING_PERIODS = 3;

export type InstitutePlan = { n: number; id: number; school: boolean; name: string; city: string; yearIds: [number, number] };

export type BatchPlan = {
  id: number;
  /** Position among all generated batches: assignment and exam ids are computed from it. */
  seq: number;
  n: number;
  instituteId: number;
  school: boolean;
  year: YearIndex;
  yearId: number;
  /** Index within its institute and year; a student's is (k - 1) / SECTION_SIZE or BATCH_SIZE. */
  b: number;
  name: string;
  course: string;
  master: string;
  /** The group its tests are set for: the standard ('Class 8') or the course. */
  group: string;
  subjects: string[];
  teachers: string[];
  room: string;
  periods: number;
  /** Teaching days of its year, and the id of its first schedule item (ids run day by day, period by period). */
  days: number;
  scheduleBase: number;
};

export function institutePlans(count: number, firstYearId: number): InstitutePlan[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const school = n % 2 === 1;
    const city = CITIES[i % CITIES.length]!;
    const names = school ? SCHOOL_NAMES : COACHING_NAMES;
    const name = `${names[Math.floor(i / 2) % names.length]!}, ${city}`;
    return { n, id: GENERATED_BASE + n, school, name, city, yearIds: [firstYearId + 2 * i, firstYearId + 2 * i + 1] };
  });
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const master = (std: number) => (std <= 0 ? 'Pre-Primary' : std <= 5 ? 'Primary School' : std <= 8 ? 'Middle School' : 'Senior Secondary');
const standardName = (std: number) => (std <= 0 ? 'UKG' : `Class ${std}`);

/** Name, course and subjects of batch b of an institute in a year; last year's school sections are one standard lower. */
function describe(inst: InstitutePlan, year: YearIndex, b: number, years: Years) {
  if (inst.school) {
    const std = 1 + (b % 12) - (year === 0 ? 1 : 0);
    const std0 = standardName(std);
    const letter = LETTERS[Math.floor(b / 12) % LETTERS.length]!;
    return { name: `${std0} - ${letter}`, course: std0, master: master(std), group: std0, subjects: SCHOOL_SUBJECTS };
  }
  const c = COURSES[b % COURSES.length]!;
  const group = `${c.short} ${examYearOf(years[year])}`;
  return { name: `${group} - Batch ${Math.floor(b / COURSES.length) + 1}`, course: c.course, master: c.master, group, subjects: [...c.subjects] };
}

/** Every generated batch, both years, with the schedule ids each one's timetable takes. */
export function batchPlans(institutes: InstitutePlan[], students: number, years: Years, dayCounts: (school: boolean, year: YearIndex) => number, firstId: number, firstScheduleId: number): BatchPlan[] {
  const out: BatchPlan[] = [];
  let scheduleBase = firstScheduleId;
  for (const inst of institutes) {
    const perBatch = inst.school ? SECTION_SIZE : BATCH_SIZE;
    const periods = inst.school ? SCHOOL_PERIODS : COACHING_PERIODS;
    for (const year of [0, 1] as const) {
      const days = dayCounts(inst.school, year);
      for (let b = 0; b < Math.ceil(students / perBatch); b++) {
        const d = describe(inst, year, b, years);
        const teachers = d.subjects.map((_, s) => TEACHERS[(inst.n * 5 + s * 3 + Math.floor(b / 4)) % TEACHERS.length]!);
        const room = inst.school ? `Room ${100 * (1 + Math.floor(b / 12)) + (b % 12) + 1}` : `Hall ${1 + (b % 6)}`;
        out.push({ id: firstId + out.length, seq: out.length, n: inst.n, instituteId: inst.id, school: inst.school, year, yearId: inst.yearIds[year], b, ...d, teachers, room, periods, days, scheduleBase });
        scheduleBase += days * periods;
      }
    }
  }
  return out;
}

export const batchCount = (institutes: InstitutePlan[], students: number) =>
  institutes.reduce((sum, i) => sum + 2 * Math.ceil(students / (i.school ? SECTION_SIZE : BATCH_SIZE)), 0);

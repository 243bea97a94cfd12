import { addDays } from '@portal/domain';
import { demoHolidayDays } from './calendar-events.ts';
import { STUDENT_BATCHES } from './home.ts';
import { COACHING_ID, FRENCH_ID, SCHOOL_ID } from './institutes.ts';
import { DEMO_PEOPLE } from './people.ts';
import { coachingYear, type CoachingPlan } from './timetable-coaching.ts';
import { crashCourse, groupeSciences, jeeBatch, neetBatch, testSeries } from './timetable-coaching-plans.ts';
import { coachingNow, nowTimes, schoolNow } from './timetable-now.ts';
import type { BatchSeed, ScheduleSeed } from './timetable-plan.ts';
import { sectionYear, type SectionPlan } from './timetable-school.ts';

export type YearSpan = { start: string; end: string };
export type YearSpans = Map<number, { previous: YearSpan; current: YearSpan }>;

/** The open user (type 99) at the coaching institute, who learns through purchased products. */
const OPEN_USER_ID = 1003;
const HOME_ROOMS: Record<string, string> = {
  'Class 8 - A': 'Room 204',
  'Class 8 - B': 'Room 205',
  'Class 7 - A': 'Room 108',
  'Class 7 - B': 'Room 109',
  'Class 6 - A': 'Room 104',
  'Class 5 - B': 'Room 012',
  'Class 4 - B': 'Room 008',
};

const SECTION = /^Class (\d+) - ([AB])$/;

/** Last year's section of a school student: one standard lower, same section (promotion). */
function previousName(institute: number, name: string): string {
  const m = SECTION.exec(name);
  return institute === SCHOOL_ID && m ? `Class ${Number(m[1]) - 1} - ${m[2]}` : name;
}

function batchDetails(institute: number, name: string): Pick<BatchSeed, 'course_name' | 'master_course_name' | 'product_name'> {
  const m = SECTION.exec(name);
  if (m) return { course_name: `Class ${m[1]}`, master_course_name: Number(m[1]) >= 6 ? 'Middle School' : 'Primary School', product_name: null };
  if (name.startsWith('JEE')) return { course_name: 'JEE Main + Advanced (2 years)', master_course_name: 'Engineering Entrance', product_name: null };
  if (name.startsWith('NEET 2026')) return { course_name: 'NEET UG (1 year)', master_course_name: 'Medical Entrance', product_name: null };
  if (institute === FRENCH_ID) return { course_name: 'Baccalauréat - spécialités scientifiques', master_course_name: 'Lycée', product_name: null };
  return { course_name: 'NEET UG', master_course_name: 'Medical Entrance', product_name: name };
}

/**
 * Every demo batch with its learners: the students' sections and batches of the home seed
 * (STUDENT_BATCHES) in each year they are enrolled (people.ts `years`), school students one
 * standard lower last year, and the open user's two products.
 */
export function demoBatches(): BatchSeed[] {
  const byKey = new Map<string, BatchSeed>();
  const add = (institute: number, year: 'previous' | 'current', name: string, userId: number, studentId: number | null) => {
    const key = `${institute}|${year}|${name}`;
    const batch = byKey.get(key) ?? { key, institute, year, name, ...batchDetails(institute, name), userIds: [], studentIds: [] };
    batch.userIds.push(userId);
    if (studentId !== null) batch.studentIds.push(studentId);
    byKey.set(key, batch);
  };
  for (const [studentId, name] of STUDENT_BATCHES) {
    const person = DEMO_PEOPLE.find((p) => p.student?.id === studentId)!;
    add(person.institute, 'previous', previousName(person.institute, name), person.id, studentId);
    if (person.student!.years === 'both') add(person.institute, 'current', name, person.id, studentId);
  }
  add(COACHING_ID, 'current', 'NEET Crash Course 2027', OPEN_USER_ID, null);
  add(COACHING_ID, 'previous', 'NEET Test Series 2026', OPEN_USER_ID, null);
  return [...byKey.values()];
}

/** A batch's plan: a school section or one of the online plans. */
function planOf(batch: BatchSeed, span: YearSpan): { school: SectionPlan } | { coaching: CoachingPlan } {
  const m = SECTION.exec(batch.name);
  if (m) return { school: { batch: batch.key, standard: Number(m[1]), section: m[2] as 'A' | 'B', homeRoom: HOME_ROOMS[batch.name] ?? 'Room 101', year: span } };
  const current = batch.year === 'current';
  if (batch.name.startsWith('JEE')) return { coaching: jeeBatch(batch.key, span, current) };
  if (batch.name.startsWith('NEET 2026 - ')) return { coaching: neetBatch(batch.key, span) };
  if (batch.name.startsWith('NEET Crash')) return { coaching: crashCourse(batch.key, span) };
  if (batch.name.startsWith('NEET Test')) return { coaching: testSeries(batch.key, span) };
  return { coaching: groupeSciences(batch.key, span, current) };
}

/** Batches that get the items around "now": Aarav's section, Diya's batch and the open user's course. */
const NOW_BATCHES = [`${SCHOOL_ID}|current|Class 8 - A`, `${COACHING_ID}|current|JEE 2027 - Batch A`, `${COACHING_ID}|current|NEET Crash Course 2027`];

/**
 * The whole demo timetable: each batch's year, then the items placed around the moment of
 * seeding (their batches' regular live classes and exams of today and tomorrow give way).
 */
export function demoSchedule(batches: BatchSeed[], spans: YearSpans, today: string, nowMinutes: number): ScheduleSeed[] {
  let testId = 7000;
  const nextTestId = () => ++testId;
  const reserved = new Set(NOW_BATCHES.flatMap((b) => [`${b}|${today}`, `${b}|${addDays(today, 1)}`]));
  const items: ScheduleSeed[] = [];
  const plans = new Map<string, ReturnType<typeof planOf>>();
  // The holidays of the demo calendar (seed part 'calendar-events'): no class on them.
  const closedByInstitute = new Map<number, ReadonlySet<string>>();
  const closedOf = (institute: number) => {
    if (!closedByInstitute.has(institute)) closedByInstitute.set(institute, demoHolidayDays(institute, today));
    return closedByInstitute.get(institute)!;
  };
  for (const batch of batches) {
    const plan = planOf(batch, spans.get(batch.institute)![batch.year]);
    plans.set(batch.key, plan);
    const closed = closedOf(batch.institute);
    items.push(...('school' in plan ? sectionYear(plan.school, { today, reserved, nextTestId, closed }) : coachingYear(plan.coaching, { reserved, nextTestId, closed })));
  }
  const times = nowTimes(nowMinutes);
  for (const key of NOW_BATCHES) {
    const plan = plans.get(key);
    if (!plan) continue;
    items.push(
      ...('school' in plan
        ? schoolNow(plan.school, today, times, nextTestId())
        : coachingNow(plan.coaching, today, times, nextTestId(), key.endsWith('JEE 2027 - Batch A'))),
    );
  }
  return items;
}

import { addDays, formatWallTime } from '@portal/domain';
import { liveItem, type CoachingPlan } from './timetable-coaching.ts';
import { at, hhmm, topicOfWeek, weekOf, type ScheduleSeed } from './timetable-plan.ts';
import { liveClass, type SectionPlan } from './timetable-school.ts';
import { chaptersOf } from './timetable-curriculum.ts';

/** The items placed around the moment of seeding, so a live class is in progress and an exam open. */
export type NowTimes = {
  /** Live class in progress: from 20 minutes before now (on a 5-minute mark) for 90 minutes. */
  live: { start: number; end: number };
  /** A second live class later today, at 17:00 or an hour after the first ends. */
  later: { start: number; end: number };
  /** An online exam open from an hour before now for six hours. */
  exam: { start: number; end: number };
};

const LAST_MINUTE = 23 * 60 + 59;
const clamp = (m: number) => Math.min(LAST_MINUTE, Math.max(0, m));

/**
 * Times of today's demo items from the wall-clock minute of seeding, clamped inside today:
 * seeded at 10:00 (the server tests' clock) the live class runs 09:40-11:10, the later one
 * 17:00-18:00 and the exam 09:00-15:00. Seeded in the last minutes of the day, the clamp can
 * leave a class already over or both classes overlapping: the data stays valid, only less
 * telling.
 */
export function nowTimes(minutes: number): NowTimes {
  const liveStart = clamp(Math.floor(minutes / 5) * 5 - 20);
  const liveEnd = clamp(liveStart + 90);
  const laterStart = clamp(Math.min(Math.max(liveEnd + 60, at('17:00')), at('22:30')));
  const examStart = clamp(Math.floor(minutes / 5) * 5 - 60);
  return {
    live: { start: liveStart, end: liveEnd },
    later: { start: laterStart, end: clamp(laterStart + 60) },
    exam: { start: examStart, end: clamp(examStart + 360) },
  };
}

/** Today's and tomorrow's live classes and today's open quiz for a school section (Aarav's). */
export function schoolNow(plan: SectionPlan, today: string, times: NowTimes, testId: number): ScheduleSeed[] {
  const week = weekOf(today, plan.year.start);
  const math = liveClass(plan, today, 'Mathematics', week);
  const science = liveClass(plan, today, 'Science', week);
  const chapter = topicOfWeek(chaptersOf(plan.standard, 'Science'), week);
  return [
    { ...math, ...times.live, session_name: `Mathematics: ${math.topics_covered} (live revision)` },
    { ...science, ...times.later },
    liveClass(plan, addDays(today, 1), 'Mathematics', week),
    {
      batch: plan.batch,
      class_type: 'Online Exam',
      date: today,
      ...times.exam,
      subject_name: 'Science',
      session_name: 'Online Quiz: Science (weekly practice)',
      description: `15 questions on ${chapter}; 20 minutes once started. Open until ${formatWallTime(hhmm(times.exam.end))} today.`,
      test_id: testId,
      test_inst_id: 90_000 + testId,
    },
  ];
}

/** Today's and tomorrow's live classes and an exam open now for a coaching batch or product. */
export function coachingNow(plan: CoachingPlan, today: string, times: NowTimes, testId: number, withLater: boolean): ScheduleSeed[] {
  const week = weekOf(today, plan.year.start);
  const extra = { ...plan, sessionName: (subject: string, _n: number, chapter: string) => `${subject}: ${chapter} - problem-solving session` };
  const [first, second, third] = [plan.subjects[0]!, plan.subjects[1]!, plan.subjects[2] ?? plan.subjects[0]!];
  const items = [liveItem(extra, first, today, times.live.start, times.live.end, 0, week)];
  if (withLater) items.push(liveItem(extra, second, today, times.later.start, times.later.end, 0, week));
  items.push(liveItem(extra, third, addDays(today, 1), at('16:00'), at('17:30'), 0, week));
  items.push({
    batch: plan.batch,
    class_type: 'Online Exam',
    date: today,
    ...times.exam,
    subject_name: plan.subjects.map((s) => s.name).join(', '),
    session_name: 'Daily Practice Test (open now)',
    description: `30 questions, 45 minutes once started. Open until ${formatWallTime(hhmm(times.exam.end))} today.`,
    test_id: testId,
    test_inst_id: 90_000 + testId,
  });
  return items;
}

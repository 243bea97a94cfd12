import { addDays, localNow } from '@portal/domain';
import { INSTITUTE_TIME_ZONE } from '../clock.ts';
import type { TimetableExam, TimetableExams } from './exams-timetable.ts';
import { nowTimes } from './timetable-now.ts';
import { hhmm } from './timetable-plan.ts';

/** An instant at a wall-clock time of a day relative to today in India (the demo institutes' zone). */
export function at(today: string, days: number, time: string): Date {
  return new Date(`${addDays(today, days)}T${time}:00+05:30`);
}

/** Minutes from an instant. */
export const plusMinutes = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

/** The window of the exam open now, as the timetable places it (timetable-now.ts), for a timetable without one. */
export function openNowWindow(today: string, now: Date): { start: Date; end: Date } {
  const { exam } = nowTimes(localNow(now, INSTITUTE_TIME_ZONE).minutes);
  return { start: at(today, 0, hhmm(exam.start)), end: at(today, 0, hhmm(exam.end)) };
}

/** A timetable exam without an id: the seed's own, where the timetable has none to give. */
export type PlannedExam = Omit<TimetableExam, 'testId'> & { testId?: number };

/**
 * The n most recent ended exams of a subject the bank holds (any subject: null), else made up by
 * `made(i)`. Keeps the exam list and the timetable the same tests.
 */
export function pastExams(tt: TimetableExams, n: number, subjects: readonly string[] | null, made: (i: number) => PlannedExam): PlannedExam[] {
  const found: PlannedExam[] = tt.past.filter((e) => ofSubjects(e, subjects)).slice(0, n);
  for (let i = found.length; i < n; i++) found.push(made(i));
  return found;
}

/** The next exam to come of a subject the bank holds (any: null), else made up. */
export function nextExam(tt: TimetableExams, subjects: readonly string[] | null, made: () => PlannedExam): PlannedExam {
  return tt.next.find((e) => ofSubjects(e, subjects)) ?? made();
}

const ofSubjects = (e: TimetableExam, subjects: readonly string[] | null) => subjects === null || (e.subject !== null && subjects.includes(e.subject));

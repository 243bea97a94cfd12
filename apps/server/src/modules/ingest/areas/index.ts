import type { AreaHandler } from '../area-handler.ts';
import { academicYears } from './academic-years.ts';
import { attendance } from './attendance.ts';
import { banners } from './banners.ts';
import { batches } from './batches.ts';
import { enrollments } from './enrollments.ts';
import { events } from './events.ts';
import { messages } from './messages.ts';
import { notices } from './notices.ts';
import { homework } from './homework.ts';
import { homeworkEvaluations } from './homework-evaluations.ts';
import { parents } from './parents.ts';
import { questions } from './questions.ts';
import { sessions } from './sessions.ts';
import { students } from './students.ts';
import { tests } from './tests.ts';

/** The areas the integration API imports today, by their path (issue 34 adds the rest). */
// In dependency order: a record names only areas before its own.
const HANDLERS = [
  academicYears,
  batches,
  students,
  parents,
  enrollments,
  sessions,
  attendance,
  events,
  notices,
  banners,
  messages,
  questions,
  tests,
  homework,
  homeworkEvaluations,
] as unknown as AreaHandler[];

export const AREA_HANDLERS: ReadonlyMap<string, AreaHandler> = new Map(HANDLERS.map((h) => [h.area, h]));

import type { AreaHandler } from '../area-handler.ts';
import { academicYears } from './academic-years.ts';
import { attendance } from './attendance.ts';
import { banners } from './banners.ts';
import { batches } from './batches.ts';
import { documents } from './documents.ts';
import { enrollments } from './enrollments.ts';
import { events } from './events.ts';
import { feePayments } from './fee-payments.ts';
import { fees } from './fees.ts';
import { homework } from './homework.ts';
import { homeworkEvaluations } from './homework-evaluations.ts';
import { messages } from './messages.ts';
import { notices } from './notices.ts';
import { offlineExams } from './offline-exams.ts';
import { offlineMarks } from './offline-marks.ts';
import { parents } from './parents.ts';
import { productEnrolments } from './product-enrolments.ts';
import { products } from './products.ts';
import { questions } from './questions.ts';
import { recordings } from './recordings.ts';
import { sessions } from './sessions.ts';
import { staff } from './staff.ts';
import { students } from './students.ts';
import { studyCourses } from './study-courses.ts';
import { studyMaterial } from './study-material.ts';
import { subjects } from './subjects.ts';
import { tests } from './tests.ts';

/** The areas the integration API imports, by their path. */
// In dependency order: a record names only areas before its own (a OneRoster package's parts
// and an institute's first sync follow it).
const HANDLERS = [
  academicYears,
  batches,
  subjects,
  students,
  parents,
  staff,
  enrollments,
  sessions,
  attendance,
  events,
  notices,
  banners,
  messages,
  fees,
  feePayments,
  products,
  productEnrolments,
  offlineExams,
  offlineMarks,
  questions,
  tests,
  homework,
  homeworkEvaluations,
  documents,
  studyCourses,
  studyMaterial,
  recordings,
] as unknown as AreaHandler[];

export const AREA_HANDLERS: ReadonlyMap<string, AreaHandler> = new Map(HANDLERS.map((h) => [h.area, h]));

import type { AreaHandler } from '../area-handler.ts';
import { academicYears } from './academic-years.ts';
import { batches } from './batches.ts';
import { enrollments } from './enrollments.ts';
import { offlineExams } from './offline-exams.ts';
import { offlineMarks } from './offline-marks.ts';
import { parents } from './parents.ts';
import { sessions } from './sessions.ts';
import { students } from './students.ts';

/** The areas the integration API imports today, by their path (issue 34 adds the rest). */
// In dependency order: a record names only areas before its own.
const HANDLERS = [academicYears, batches, students, parents, enrollments, sessions, offlineExams, offlineMarks] as unknown as AreaHandler[];

export const AREA_HANDLERS: ReadonlyMap<string, AreaHandler> = new Map(HANDLERS.map((h) => [h.area, h]));

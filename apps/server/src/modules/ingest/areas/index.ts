import type { AreaHandler } from '../area-handler.ts';
import { academicYears } from './academic-years.ts';
import { batches } from './batches.ts';
import { enrollments } from './enrollments.ts';
import { feePayments } from './fee-payments.ts';
import { fees } from './fees.ts';
import { parents } from './parents.ts';
import { productEnrolments } from './product-enrolments.ts';
import { products } from './products.ts';
import { sessions } from './sessions.ts';
import { staff } from './staff.ts';
import { students } from './students.ts';
import { subjects } from './subjects.ts';

/** The areas the integration API imports today, by their path (issue 34 adds the rest). */
// In dependency order: a record names only areas before its own.
const HANDLERS = [
  academicYears,
  batches,
  subjects,
  students,
  parents,
  staff,
  enrollments,
  sessions,
  fees,
  feePayments,
  products,
  productEnrolments,
] as unknown as AreaHandler[];

export const AREA_HANDLERS: ReadonlyMap<string, AreaHandler> = new Map(HANDLERS.map((h) => [h.area, h]));

import type { AreaHandler } from '../area-handler.ts';
import { academicYears } from './academic-years.ts';
import { batches } from './batches.ts';

/** The areas the integration API imports today, by their path (issue 34 adds the rest). */
export const AREA_HANDLERS: ReadonlyMap<string, AreaHandler> = new Map<string, AreaHandler>(
  [academicYears as unknown as AreaHandler, batches as unknown as AreaHandler].map((h) => [h.area, h]),
);

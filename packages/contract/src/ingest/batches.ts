import { zText } from '../common.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';

/** Text that must not be blank (a name, a title). */
export const zName = (max: number) => zText(max).refine((s) => s.trim().length > 0, { message: 'required' });

/** A batch (OneRoster: a class, with its course as `course_name`): what timetables, homework and exams are set for. */
export const ZBatchRecord = ZRecordBase.extend({
  name: zName(200),
  /** The academic year's source id, as imported (academic-years); none: a batch across years. */
  academic_year_source_id: ZSourceId.optional(),
  /** The standard at a school ('Class 8'), the course at a coaching institute. */
  course_name: zText(200).optional(),
  master_course_name: zText(200).optional(),
});
export type TBatchRecord = import('zod').infer<typeof ZBatchRecord>;

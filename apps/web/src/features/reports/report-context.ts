import type { TSession } from '@portal/contract';
import { examContext, type ExamContext } from '../../lib/exam-service/exam-context.ts';

/**
 * What the reports screen reads from the session: My Exam's (the learner, the institute, the
 * Online and Offline modes, the zone) and whether the institute is a school, whose offline rows
 * name the section, where a coaching institute's name the batch, topics and description
 * [REPORT-ROW-4/5].
 */
export type ReportContext = ExamContext & { isSchool: boolean };

export function reportContext(session: TSession): ReportContext {
  return { ...examContext(session), isSchool: session.is_institute_type_school };
}

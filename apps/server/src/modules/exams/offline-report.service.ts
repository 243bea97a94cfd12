import type { Kysely } from 'kysely';
import type { TOfflineReport } from '@portal/contract';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import { assertStudent, type SessionContext } from '../../session-context.ts';
import { findTimeZone } from './exams.repository.ts';
import { offlineReport } from './offline-report.ts';
import { batchExams, examDetails, learnerBatches, showsExamRank } from './offline-report.repository.ts';

export function createOfflineReportService(db: Kysely<DB>, clock: Clock) {
  return {
    /**
     * A student's offline exams of the session's academic year [API-EXAM-9] [EXAM-OFF-1]
     * [REPORT-OFF-3]: stud_id must be the session's acting student (a parent's chosen child);
     * an open user has no student and no offline tab [EXAM-TAB-3]. Else 404.
     */
    async report(session: SessionContext, studentId: number): Promise<TOfflineReport> {
      if (session.studentId === null) throw notFound();
      assertStudent(session, studentId);
      const [batches, { time_zone }, showRank] = await Promise.all([
        learnerBatches(db, session.userId, session.academicYearId),
        findTimeZone(db, session.instituteId),
        showsExamRank(db, session.instituteId),
      ]);
      const exams = batches.length ? await batchExams(db, batches.map((b) => b.id), time_zone, clock.now()) : [];
      const details = exams.length
        ? await examDetails(db, exams.map((e) => e.id), studentId)
        : { subjects: [], results: [], marks: [] };
      return offlineReport(batches, exams, details, showRank);
    },
  };
}

export type OfflineReportService = ReturnType<typeof createOfflineReportService>;

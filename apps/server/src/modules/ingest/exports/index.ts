import type { ExportArea, TAttendanceMarkRow, THomeworkSubmissionRow, TTestAttemptRow, TWatchHistoryRow } from '@portal/contract';
import { readAttendance } from './attendance.ts';
import type { ExportPage, ExportRead } from './export-reader.ts';
import { readHomeworkSubmissions } from './homework-submissions.ts';
import { readTestAttempts } from './test-attempts.ts';
import { readWatchHistory } from './watch-history.ts';

/** The row of each export area. */
export type ExportRow = {
  'homework-submissions': THomeworkSubmissionRow;
  'test-attempts': TTestAttemptRow;
  attendance: TAttendanceMarkRow;
  'watch-history': TWatchHistoryRow;
};

/** The reader of each export area (decision 083). */
export const EXPORT_READERS: { [A in ExportArea]: (q: ExportRead) => Promise<ExportPage<ExportRow[A]>> } = {
  'homework-submissions': readHomeworkSubmissions,
  'test-attempts': readTestAttempts,
  attendance: readAttendance,
  'watch-history': readWatchHistory,
};

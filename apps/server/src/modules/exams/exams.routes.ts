import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { EXAM_API_PREFIX, EXAM_DESK_PREFIX } from '@portal/contract';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { bookmarkRoutes } from './bookmarks.routes.ts';
import { createBookmarksService } from './bookmarks.service.ts';
import { examServiceRoutes } from './exam-service.routes.ts';
import { createExamsService } from './exams.service.ts';
import { createOfflineReportService } from './offline-report.service.ts';
import { offlineReportRoutes } from './offline-report.routes.ts';
import { productTestsRoutes } from './product-tests.routes.ts';
import { testReportRoutes } from './test-report.routes.ts';
import { createTestReportService } from './test-report.service.ts';
import { createReportPdfService } from './report-pdf.service.ts';
import { createTestContentCache } from '../exam-panel/test-content.ts';
import { progressRoutes } from './progress.routes.ts';
import { createProgressService } from './progress.service.ts';

/**
 * Every exam call, each at the prefix of the service the spec puts it on (decision 036): the
 * exam service under /exam-api (and /examdesk, the older client's base), the product store's list at its /prod path, the offline report
 * on the main API.
 */
export const examsRoutes: FastifyPluginAsync<{ db: Kysely<DB>; clock: Clock }> = async (app, { db, clock }) => {
  const exams = createExamsService(db, clock);
  const bookmarks = createBookmarksService(db);
  // The exam service at both of the spec's clients' bases: ours, and the older client's (issue 33).
  for (const prefix of [EXAM_API_PREFIX, EXAM_DESK_PREFIX]) {
    await app.register(examServiceRoutes, { prefix, exams });
    await app.register(bookmarkRoutes, { prefix, bookmarks });
  }
  await app.register(productTestsRoutes, { exams });
  await app.register(offlineReportRoutes, { offline: createOfflineReportService(db, clock) });
  // One cache of test contents for the report, its PDFs and the progress.
  const contents = createTestContentCache(db, clock);
  const reports = createTestReportService(db, clock, contents);
  await app.register(testReportRoutes, { reports, pdfs: createReportPdfService(db, reports, clock) });
  await app.register(progressRoutes, { progress: createProgressService(db, clock, contents) });
};

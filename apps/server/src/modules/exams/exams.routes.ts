import type { FastifyPluginAsync } from 'fastify';
import { EXAM_API_PREFIX, EXAM_DESK_PREFIX } from '@portal/contract';
import { bookmarkRoutes } from './bookmarks.routes.ts';
import type { BookmarksService } from './bookmarks.service.ts';
import { examServiceRoutes } from './exam-service.routes.ts';
import type { ExamsService } from './exams.service.ts';
import type { OfflineReportService } from './offline-report.service.ts';
import { offlineReportRoutes } from './offline-report.routes.ts';
import { productTestsRoutes } from './product-tests.routes.ts';
import { testReportRoutes } from './test-report.routes.ts';
import type { TestReportService } from './test-report.service.ts';
import type { ReportPdfService } from './report-pdf.service.ts';
import { progressRoutes } from './progress.routes.ts';
import type { ProgressService } from './progress.service.ts';

/** The exam module's services, built by app.ts (the report, its PDFs and the progress read the panel's records through its service). */
export type ExamsRoutesOptions = {
  exams: ExamsService;
  bookmarks: BookmarksService;
  offline: OfflineReportService;
  reports: TestReportService;
  pdfs: ReportPdfService;
  progress: ProgressService;
};

/**
 * Every exam call, each at the prefix of the service the spec puts it on (decision 036): the
 * exam service under /exam-api (and /examdesk, the older client's base), the product store's list at its /prod path, the offline report
 * on the main API.
 */
export const examsRoutes: FastifyPluginAsync<ExamsRoutesOptions> = async (app, { exams, bookmarks, offline, reports, pdfs, progress }) => {
  // The exam service at both of the spec's clients' bases: ours, and the older client's (issue 33).
  for (const prefix of [EXAM_API_PREFIX, EXAM_DESK_PREFIX]) {
    await app.register(examServiceRoutes, { prefix, exams });
    await app.register(bookmarkRoutes, { prefix, bookmarks });
  }
  await app.register(productTestsRoutes, { exams });
  await app.register(offlineReportRoutes, { offline });
  await app.register(testReportRoutes, { reports, pdfs });
  await app.register(progressRoutes, { progress });
};

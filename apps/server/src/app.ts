import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { Kysely } from 'kysely';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { systemClock, type Clock } from './clock.ts';
import type { DB } from './db/types.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerApiCompression } from './plugins/api-compression.ts';
import { createPageSessionReader, registerAuth } from './plugins/auth.ts';
import { createSessionCache } from './plugins/session-cache.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import { registerBodyTimeout } from './plugins/body-timeout.ts';
import { createLoginRateLimiter } from './plugins/rate-limit.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { loggerOptions } from './plugins/logging.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { shellRoutes } from './modules/shell/shell.routes.ts';
import { createShellService } from './modules/shell/shell.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createLoginService } from './modules/auth/login.service.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { createHomeService } from './modules/home/home.service.ts';
import { createDashboardPageLink } from './modules/home/dashboard-page-link.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { liveRoutes, RECORDING_FILE_PATH } from './modules/live/live.routes.ts';
import { createLiveService, RECORDING_LINK_TTL_SECONDS } from './modules/live/live.service.ts';
import { createSignedLinks } from './lib/signed-links.ts';
import type { VimeoCatalogue } from './modules/live/vimeo-catalogue.ts';
import { configuredVimeo } from './modules/live/vimeo-api-catalogue.ts';
import { createProtectedVideo } from './modules/live/protected-video.ts';
import { timetableRoutes } from './modules/timetable/timetable.routes.ts';
import { createTimetableService } from './modules/timetable/timetable.service.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes.ts';
import { createCalendarFeedService } from './modules/calendar-feed/calendar-feed.service.ts';
import { feesRoutes } from './modules/fees/fees.routes.ts';
import { createFeesService } from './modules/fees/fees.service.ts';
import { createReceiptsService } from './modules/fees/receipts.service.ts';
import { createReceiptLinks } from './modules/fees/receipt-links.ts';
import { createLogoLoader } from './modules/fees/receipt-logo.ts';
import { createDiskFileStore } from './lib/file-store/disk-file-store.ts';
import type { FileStore } from './lib/file-store/file-store.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { ASSIGNMENT_FILE_PATH, ASSIGNMENT_LINK_TTL_SECONDS, assignmentsRoutes } from './modules/assignments/assignments.routes.ts';
import { createAssignmentsService } from './modules/assignments/assignments.service.ts';
import { createAssignmentUpdate } from './modules/assignments/assignment-update.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { studyRoutes } from './modules/study/study.routes.ts';
import { createStudyService } from './modules/study/study.service.ts';
import { examsRoutes } from './modules/exams/exams.routes.ts';
import { createExamsService } from './modules/exams/exams.service.ts';
import { createBookmarksService } from './modules/exams/bookmarks.service.ts';
import { createOfflineReportService } from './modules/exams/offline-report.service.ts';
import { createTestReportService } from './modules/exams/test-report.service.ts';
import { createReportPdfService } from './modules/exams/report-pdf.service.ts';
import { createProgressService } from './modules/exams/progress.service.ts';
import { examPanelRoutes } from './modules/exam-panel/exam-panel.routes.ts';
import { createTestContentCache } from './modules/exam-panel/test-content.ts';
import { createPanelRecordsService } from './modules/exam-panel/panel-records.service.ts';
import { createLaunchService } from './modules/exam-panel/launch.service.ts';
import { createEnterService } from './modules/exam-panel/panel-enter.service.ts';
import { createEntryGuard } from './modules/exam-panel/entry-guard.ts';
import { createAttemptService } from './modules/exam-panel/panel-attempt.service.ts';
import { registerAttemptSweep, SWEEP_EVERY_MS } from './modules/exam-panel/attempt-sweep.ts';
import { ssoRoutes } from './modules/sso/sso.routes.ts';
import { createSsoService } from './modules/sso/sso.service.ts';
import { passwordRoutes } from './modules/password/password.routes.ts';
import { createChangePasswordService } from './modules/password/change-password.service.ts';
import { createForgotPasswordService } from './modules/password/forgot-password.service.ts';
import { createOutboxSender, type NotificationSender } from './modules/password/notification-sender.ts';
import { ingestRoutes } from './modules/ingest/ingest.routes.ts';
import { createIngestService } from './modules/ingest/ingest.service.ts';
import { createExportService, EXPORT_FILE_LINK_SECONDS } from './modules/ingest/export.service.ts';
import { registerJobSweep } from './modules/ingest/job-sweep.ts';
import { createIngestFilesService } from './modules/ingest/files/ingest-files.service.ts';
import { createApiKeysService } from './modules/api-keys/api-keys.service.ts';
import { createInstitutesService } from './modules/institutes/institutes.service.ts';
import { registerOutboxCleanup } from './modules/password/outbox-cleanup.ts';
import { tooManyResetsText, tooManyWrongPasswordsText } from './modules/password/password-messages.ts';

export type BuildAppOptions = {
  db: Kysely<DB>;
  config: AppConfig;
  clock?: Clock;
  /** The database's word of changes (decision 057): with it the session lookups are kept per process. */
  changes?: ChangeFeed;
  /** Uploaded files (profile photos...); by default on disk under <dataDir>/files (decision 021). */
  fileStore?: FileStore;
  /**
   * false (tests), true (stdout), or a stream to write the log lines to (tests that read
   * them). The level comes from config.logLevel; secrets are redacted in every case.
   */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** How temporary passwords reach people; by default the notification_outbox table (decision 022). */
  notifications?: NotificationSender;
  /** How long a request but the homework upload may take to arrive; BODY_TIMEOUT_MS (30 s) by default. */
  bodyTimeoutMs?: number;
  /** How long the rest of a body answered before it arrived (a refusal) may take; 5 s by default (decision 029). */
  refusedBodyMs?: number;
  /** Told of every route as it is registered: the route table the no-5xx property test drives (decision 031). */
  onRoute?: (route: RouteOptions) => void;
  /** Where shared recordings' download files come from; by default Vimeo's API when a token is configured, else none. */
  vimeo?: VimeoCatalogue;
};


/** The whole HTTP app without listen(): the server starts it, tests drive it with inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const fastifyOptions: FastifyServerOptions = {
    logger:
      options.logger === false
        ? false
        : typeof options.logger === 'object'
          ? { ...loggerOptions(config.logLevel), stream: options.logger.stream }
          : loggerOptions(config.logLevel),
    // Only the peer (hop 0): the client is the address the balancer in front of us saw, the
    // last X-Forwarded-For entry. `true` trusts every hop and takes the first entry, which the
    // client writes itself: anyone could pick a new address per attempt and dodge the
    // per-address limits (decision 051). Fastify's hop count (1) trusts nothing at all.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    // Fastify has no request timeouts by default; a slow client must not hold a socket forever.
    // Node's limit is server-wide: 15 minutes, so a homework upload of 150 MB can finish on a
    // 1.5 Mbit/s line (decision 026); every other request is cut after bodyTimeoutMs (30 s) by
    // plugins/body-timeout.ts. A silent socket still ends at connectionTimeout.
    requestTimeout: 15 * 60_000,
    // A socket silent this long is dead. Longer than keepAliveTimeout, which governs idle
    // keep-alive sockets: 72 s, beyond the usual 60 s of load balancers, so they close first.
    connectionTimeout: 120_000,
    keepAliveTimeout: 72_000,
    bodyLimit: 1024 * 1024,
    // Refused by the router before any hook runs: our error shape and headers all the same.
    frameworkErrors: answerFrameworkError,
  };
  const app = Fastify(fastifyOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.checkResponses));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerBodyTimeout(app, { bodyMs: options.bodyTimeoutMs, refusedBodyMs: options.refusedBodyMs });

  registerErrorHandling(app);
  await app.register(cookie);
  await registerSecurity(app);
  registerApiCompression(app);
  const sessionCache = createSessionCache(options.changes);
  registerAuth(app, { db, clock, config, sessions: sessionCache });
  const files = options.fileStore ?? createDiskFileStore(join(config.dataDir, 'files'));
  const home = createHomeService({ db, clock, files });
  await registerWebApp(app, config.webDist, {
    pageLinks: createDashboardPageLink({ home, sessionOfPage: createPageSessionReader({ db, clock, sessions: sessionCache }) }),
  });

  const limiter = createLoginRateLimiter(db, clock, {
    account: config.rateLimitLoginAccount,
    address: config.rateLimitLoginAddress,
  });
  const sessions = createSessionService(db, clock, sessionCache.changed);
  const login = createLoginService({ db, clock, sessions, limiter, sessionsChanged: sessionCache.changed });

  await app.register(healthRoutes);
  await app.register(shellRoutes, { shell: createShellService(db) });
  await app.register(authRoutes, { login, sessions, config });
  await app.register(homeRoutes, { home, files });
  await app.register(messagesRoutes, { messages: createMessagesService(db) });
  const timetable = createTimetableService(db, clock);
  await app.register(timetableRoutes, { timetable });
  const events = createEventsService(db);
  await app.register(eventsRoutes, { events });
  await app.register(calendarFeedRoutes, { feeds: createCalendarFeedService({ db, clock, events, timetable }) });
  const receiptLinks = createReceiptLinks(db, clock);
  await app.register(feesRoutes, {
    fees: createFeesService(db, receiptLinks),
    receipts: createReceiptsService({ db, clock, links: receiptLinks, logo: createLogoLoader(config.webDist) }),
  });
  await app.register(profileRoutes, { profile: createProfileService({ db, clock, files }) });
  const assignmentLinkKind = { secretName: 'assignment-file-links', purpose: 'assignment-file', path: ASSIGNMENT_FILE_PATH };
  const assignmentLinks = createSignedLinks(db, clock, { ...assignmentLinkKind, ttlSeconds: ASSIGNMENT_LINK_TTL_SECONDS });
  const assignments = createAssignmentsService({ db, clock, links: assignmentLinks, files });
  await app.register(assignmentsRoutes, { assignments, update: createAssignmentUpdate({ db, clock, files, assignments, log: app.log }), db, clock, files });
  // A study material's file is downloaded by the documents' call, its protected video played by
  // the live module's (decision 066): both reach it through the study service.
  const study = createStudyService({ db, clock });
  await app.register(studyRoutes, { study });
  await app.register(documentsRoutes, { documents: createDocumentsService({ db, files, studyFiles: study.downloadable }), files });
  await app.register(productsRoutes, { products: createProductsService({ db, clock, files }), files });
  const recordingLinks = createSignedLinks(db, clock, { secretName: 'recording-link', purpose: 'recording', path: RECORDING_FILE_PATH, ttlSeconds: RECORDING_LINK_TTL_SECONDS });
  await app.register(liveRoutes, { live: createLiveService({ db, clock, timetable, vimeo: options.vimeo ?? configuredVimeo(config, (fields, message) => app.log.warn(fields, message)), files, links: recordingLinks, studyVideos: study }), files, vdo: createProtectedVideo({ db, clock, files, studyVideos: study }) });
  // One cache of test contents (decision 040) for the panel, its deadline sweep, and the reports
  // and progress, which read the panel's records through its service (decision 073).
  const testContents = createTestContentCache(db, clock);
  const panelRecords = createPanelRecordsService({ db, contents: testContents });
  const exams = createExamsService(db, clock);
  const reports = createTestReportService(clock, panelRecords);
  await app.register(examsRoutes, {
    exams,
    bookmarks: createBookmarksService(db, panelRecords),
    offline: createOfflineReportService(db, clock),
    reports,
    pdfs: createReportPdfService(db, reports, clock),
    progress: createProgressService(db, clock, panelRecords),
  });
  await app.register(examPanelRoutes, {
    launches: createLaunchService(db, clock, exams),
    entries: createEnterService({ db, clock, contents: testContents, guard: createEntryGuard(db, clock, config.rateLimitLoginAddress) }),
    attempts: createAttemptService({ db, clock, contents: testContents }),
    config,
  });
  // Every 15 s on the real clock; none on a test clock, whose tests sweep by hand (decision 040).
  registerAttemptSweep(app, { db, clock, contents: testContents, everyMs: clock === systemClock ? SWEEP_EVERY_MS : 0 });
  // Single sign-on failures count per address only, at the login's address rule (decision 018).
  const ssoLimiter = createLoginRateLimiter(db, clock, {
    account: config.rateLimitLoginAddress,
    address: config.rateLimitLoginAddress,
  });
  await app.register(ssoRoutes, { sso: createSsoService({ db, clock, limiter: ssoLimiter }) });
  // Wrong existing passwords at change password count per account at the login's rules and
  // share the login's address counter; forgot password counts per phone and address (decision 022).
  const changeLimiter = createLoginRateLimiter(
    db,
    clock,
    { account: config.rateLimitLoginAccount, address: config.rateLimitLoginAddress },
    { tooMany: (w) => tooManyWrongPasswordsText(w.windowMinutes) },
  );
  const resetLimiter = createLoginRateLimiter(
    db,
    clock,
    { account: config.rateLimitResetPhone, address: config.rateLimitResetAddress },
    { tooMany: (w) => tooManyResetsText(w.retryAfterSeconds) },
  );
  await app.register(passwordRoutes, {
    change: createChangePasswordService({ db, clock, limiter: changeLimiter, sessionsChanged: sessionCache.changed }),
    forgot: createForgotPasswordService({
      db,
      clock,
      limiter: resetLimiter,
      sender: options.notifications ?? createOutboxSender({ db, clock, log: app.log }),
    }),
  });
  // Wrong API keys count against the address's sign-in budget, as sign-on failures do (decision 077).
  const keyLimiter = createLoginRateLimiter(db, clock, { account: config.rateLimitLoginAddress, address: config.rateLimitLoginAddress }, {
    tooMany: (w) => `Too many calls with a wrong API key. Wait ${w.windowMinutes} minutes and try again with a valid key.`,
  });
  await app.register(ingestRoutes, {
    keys: createApiKeysService({ db, clock }),
    institutes: createInstitutesService({ db }),
    limiter: keyLimiter,
    // The embedded database is one connection: imports pace their chunks around other calls.
    ingest: createIngestService({ db, clock, log: app.log, oneConnection: !config.databaseUrl }),
    // Submitted files are handed out as the assignment route's own signed addresses, for longer.
    exports: createExportService({ db, clock, fileLinks: createSignedLinks(db, clock, { ...assignmentLinkKind, ttlSeconds: EXPORT_FILE_LINK_SECONDS }) }),
    files: createIngestFilesService({ db, files, clock }),
  });
  // The embedded database is one process's (its lock): at start, every import job still running is dead.
  registerJobSweep(app, { db, clock, soleProcess: !config.databaseUrl });
  registerOutboxCleanup(app, { db, clock });
  return app;
}

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  ZAssignmentDetailParams,
  ZAssignmentDetailResponse,
  ZAssignmentDownloadRequest,
  ZAssignmentDownloadResponse,
  ZAssignmentFileQuery,
  ZAssignmentListRequest,
  ZAssignmentListResponse,
  ZAssignmentSolutionsResponse,
  ZAssignmentStudentParams,
  ZStudentAttachmentsResponse,
  ZUpdateAssignmentJson,
  ZUpdateAssignmentResponse,
} from '@portal/contract';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { invalidField } from '../../http-error.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import type {} from '../../plugins/multipart-fields.ts';
import { sessionOf } from '../../session-context.ts';
import type { AssignmentUpdate } from './assignment-update.ts';
import type { AssignmentsService } from './assignments.service.ts';
import { sendFileRange } from '../../lib/send-file-range.ts';
import { drainRefusedBody } from './drain-refused-body.ts';
import { MULTIPART_LIMITS } from './multipart-parts.ts';
import { sweepStaleUploads } from './upload-sweep.ts';

/** The public route a download address names (API-ASSIGN-5); not a call of the web client. */
export const ASSIGNMENT_FILE_PATH = '/api/v2/onlineAssignment/file';
/** Decision 026: long enough for a slow phone to follow the address, short enough to be useless when shared. */
export const ASSIGNMENT_LINK_TTL_SECONDS = 90;

const ok = <T>(result: T, message = 'OK') => ({ statusCode: 200, message, result });

/** The services, built by app.ts; db, clock and files serve the start-up file checks below. */
export type AssignmentsRoutesOptions = { assignments: AssignmentsService; update: AssignmentUpdate; db: Kysely<DB>; clock: Clock; files: FileStore };

/**
 * The six assignment calls [API-ASSIGN-1..6] and the file route of their download addresses.
 * @fastify/multipart is registered here, inside this plugin, so only the upload route accepts
 * multipart bodies. At start (onReady: after migrations and demo data) abandoned uploads are
 * swept and missing demo files written back (decision 026).
 */
export const assignmentsRoutes: FastifyPluginAsyncZod<AssignmentsRoutesOptions> = async (app, { assignments, update, db, clock, files }) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.addHook('onReady', async () => {
    try {
      await sweepStaleUploads({ db, clock, files, log: app.log });
    } catch (err) {
      // It does not block the start: a leftover file costs space, nothing more.
      app.log.error({ err }, 'assignment files check failed');
    }
  });

  app.post(
    '/api/v2/onlineAssignment/student/getAssignmentsDetail',
    { config: { access: 'session' }, schema: { body: ZAssignmentListRequest, response: { 200: ZAssignmentListResponse } } },
    async (request) => ok(await assignments.list(sessionOf(request), request.body)),
  );

  app.get(
    '/api/v2/onlineAssignment/get/:instituteId/:fileId',
    { config: { access: 'session' }, schema: { params: ZAssignmentDetailParams, response: { 200: ZAssignmentDetailResponse } } },
    async (request) => ok(await assignments.detail(sessionOf(request), request.params.instituteId, request.params.fileId)),
  );

  app.get(
    '/api/v2/onlineAssignment/studentAttachmentsDetail/:instituteId/:studentId/:fileId',
    { config: { access: 'session' }, schema: { params: ZAssignmentStudentParams, response: { 200: ZStudentAttachmentsResponse } } },
    async (request) => {
      const { instituteId, studentId, fileId } = request.params;
      return ok(await assignments.studentAttachments(sessionOf(request), instituteId, studentId, fileId));
    },
  );

  app.get(
    '/api/v2/onlineAssignment/getAssignmentSolution/:instituteId/:studentId/:fileId',
    { config: { access: 'session' }, schema: { params: ZAssignmentStudentParams, response: { 200: ZAssignmentSolutionsResponse } } },
    async (request) => {
      const { instituteId, studentId, fileId } = request.params;
      return ok(await assignments.solutions(sessionOf(request), instituteId, studentId, fileId));
    },
  );

  app.post(
    '/api/v2/onlineAssignment/downloadFile',
    { config: { access: 'session' }, schema: { body: ZAssignmentDownloadRequest, response: { 200: ZAssignmentDownloadResponse } } },
    async (request) => ok(await assignments.downloadLink(sessionOf(request), request.body)),
  );

  // Public: the signature in the address is the permission (a pre-signed address). Never cached.
  // Byte ranges: the media viewer reads a PDF page by page and seeks in a video (decision 063).
  app.get(ASSIGNMENT_FILE_PATH, { config: { access: 'public' }, schema: { querystring: ZAssignmentFileQuery } }, async (request, reply) =>
    sendFileRange(request, reply, files, await assignments.file(request.query)),
  );

  // access 'session', not 'student': a parent gets the clear parentNotAllowed answer (400),
  // where 'student' would answer 404 (decision 026). longBody: 150 MB may take the server's
  // 15-minute requestTimeout; every other route's body must arrive within 30 s.
  app.post(
    '/api/v2/onlineAssignment/student/updateAssignment',
    {
      config: { access: 'session', longBody: true, multipartFields: { fileJson: ZUpdateAssignmentJson } },
      schema: { response: { 200: ZUpdateAssignmentResponse } },
      // A refusal is answered while the client may still be sending: at most 1 MiB more is read.
      onSend: (request, reply, payload, done) => {
        drainRefusedBody(request, reply);
        done(null, payload);
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw invalidField('body', 'expected multipart/form-data: fileJson and the files');
      const result = await update(sessionOf(request), request.parts());
      return ok(result, result.student_status === 'Submitted' ? 'Assignment submitted successfully' : 'Assignment saved as draft');
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAcknowledgeResponse,
  ZDocDownloadCountRequest,
  ZDocDownloadParams,
  ZDocDownloadQuery,
  ZDocFilesParams,
  ZDocFilesQuery,
  ZDocFilesResponse,
  ZDocSubjectsParams,
  ZDocSubjectsQuery,
  ZDocSubjectsResponse,
} from '@portal/contract';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { sendFileRange } from '../../lib/send-file-range.ts';
import { sessionOf } from '../../session-context.ts';
import type { DocumentsService } from './documents.service.ts';

/**
 * The documents screen's calls [API-DOC-1..4]. 'student': a parent's session is refused (404)
 * as the menu hides Documents from parents (issue 17); students and open users are served.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService; files: FileStore }> = async (app, { documents, files }) => {
  app.get(
    '/api/v1/fileShare/:institute_id',
    { config: { access: 'student' }, schema: { params: ZDocSubjectsParams, querystring: ZDocSubjectsQuery, response: { 200: ZDocSubjectsResponse } } },
    async (request) => ({ statusCode: 200, message: 'OK', result: { subject_list: await documents.subjects(sessionOf(request), request.params.institute_id, request.query) } }),
  );

  app.get(
    '/api/v1/fileShare/subject-level/:institute_id',
    { config: { access: 'student' }, schema: { params: ZDocFilesParams, querystring: ZDocFilesQuery, response: { 200: ZDocFilesResponse } } },
    async (request) => ({ statusCode: 200, message: 'OK', result: await documents.files(sessionOf(request), request.params.institute_id, request.query) }),
  );

  app.get(
    '/api/v1/instFileSystem/downloadFile/:institute_id',
    { config: { access: 'student' }, schema: { params: ZDocDownloadParams, querystring: ZDocDownloadQuery } },
    async (request, reply) =>
      sendFileRange(request, reply, files, await documents.download(sessionOf(request), request.params.institute_id, request.query.fileId)),
  );

  app.post(
    '/api/v1/instFileSystem/fileDownloadCount',
    { config: { access: 'student' }, schema: { body: ZDocDownloadCountRequest, response: { 200: ZAcknowledgeResponse } } },
    async (request) => (await documents.countDownload(sessionOf(request), request.body), { statusCode: 200, message: 'OK', result: null }),
  );
};

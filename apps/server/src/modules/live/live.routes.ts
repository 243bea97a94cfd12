import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAcknowledgeResponse, ZMeetingsParams, ZVideoOtpQuery, ZVideoOtpRequest, ZVideoOtpResponse, ZVideoRenewRequest, ZVideoRenewResponse, ZVideoStreamParams, ZRecordingFileQuery, ZRecordingParams, ZRecordingPlayResponse, ZRecordingQuery, ZMeetingsRequest, ZMeetingsResponse, ZVimeoLinksHeaders, ZVimeoLinksParams, ZVimeoLinksResponse, ZWatchCountRequest, ZWatchHistoryRequest } from '@portal/contract';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { sendFileRange } from '../../lib/send-file-range.ts';
import { invalidField } from '../../http-error.ts';
import { sessionOf } from '../../session-context.ts';
import type { LiveService } from './live.service.ts';
import { VDO_RENEW_PATH, VDO_STREAM_PATH, type ProtectedVideo } from './protected-video.ts';

const OK = { statusCode: 200, message: 'OK', result: null } as const;

/** The live classes screen's calls [API-LIVE-2] [API-LIVE-4..6]; the start check [API-LIVE-1] is the timetable module's. */
/** The public route a recording's signed play address names (LiveService links). */
export const RECORDING_FILE_PATH = '/api/v1/meeting_manager/recording/file';

export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveService; files: FileStore; vdo: ProtectedVideo }> = async (app, { live, files, vdo }) => {
  // 'session': a parent sees the child's classes; only joining is refused [LIVE-JOIN-1].
  app.post(
    '/api/v1/meeting_manager/getMeetingV2/:institute_id',
    { config: { access: 'session' }, schema: { params: ZMeetingsParams, body: ZMeetingsRequest, response: { 200: ZMeetingsResponse } } },
    async (request) => ({ statusCode: 200, message: 'OK', result: await live.meetings(sessionOf(request), request.params.institute_id, request.body) }),
  );

  app.put(
    '/api/v1/instFileSystem/update-watch-count',
    { config: { access: 'session' }, schema: { body: ZWatchCountRequest, response: { 200: ZAcknowledgeResponse } } },
    async (request) => (await live.countWatch(sessionOf(request), request.body), OK),
  );

  app.post(
    '/api/v1/instFileSystem/allocateWatchHistory',
    { config: { access: 'session' }, schema: { body: ZWatchHistoryRequest, response: { 200: ZAcknowledgeResponse } } },
    async (request) => (await live.addWatchHistory(sessionOf(request), request.body), OK),
  );

  // The institute is the header x-prod-inst-id, read here (decision 036's way for /prod calls).
  app.get(
    '/prod/vimeo/download-links/:vimeo_video_id',
    { config: { access: 'session' }, schema: { params: ZVimeoLinksParams, response: { 200: ZVimeoLinksResponse } } },
    async (request) => {
      const headers = ZVimeoLinksHeaders.safeParse(request.headers);
      if (!headers.success) throw invalidField('x-prod-inst-id', headers.error.issues[0]!.message);
      return { statusCode: 200, message: 'OK', result: await live.vimeoLinks(sessionOf(request), headers.data['x-prod-inst-id'], request.params.vimeo_video_id) };
    },
  );

  // A recording [API-LIVE-3]: with ?type=1 where its stored play streams from [LIVE-REC-9],
  // else the file as a download [LIVE-REC-10] (seekable, a parent too: only joining is refused).
  app.get(
    '/api/v1/meeting_manager/recording/download/:institute_id/:download_id',
    { config: { access: 'session' }, schema: { params: ZRecordingParams, querystring: ZRecordingQuery } },
    async (request, reply) => {
      const session = sessionOf(request);
      const { institute_id, download_id } = request.params;
      if (request.query.type === '1') {
        const answer = { statusCode: 200, message: 'OK', result: { video_url: await live.recordingPlayAddress(session, institute_id, download_id) } };
        return reply.type('application/json').send(ZRecordingPlayResponse.parse(answer));
      }
      return sendFileRange(request, reply, files, await live.recordingDownload(session, institute_id, download_id));
    },
  );

  // Public: the signature in the address is the permission, for minutes (a pre-signed address);
  // a <video> asks for ranges as it plays and seeks.
  app.get(RECORDING_FILE_PATH, { config: { access: 'public' }, schema: { querystring: ZRecordingFileQuery } }, async (request, reply) =>
    sendFileRange(request, reply, files, await live.signedRecording(request.query)),
  );

  // Protected video (decision 062): the token [API-VIDEO-1], its renewal while the player is
  // open, and the stream the token opens (public: the token is the permission, for minutes).
  app.post(
    '/api/v1/instFileSystem/videoOTP',
    { config: { access: 'session' }, schema: { querystring: ZVideoOtpQuery, body: ZVideoOtpRequest, response: { 200: ZVideoOtpResponse } } },
    async (request) => {
      const { videoID, file_id, institute_id, user_id } = request.body;
      const token = await vdo.otp(sessionOf(request), { videoId: videoID, fileId: file_id, instituteId: institute_id, userId: user_id });
      return { status: 200, message: 'OK', ...token, data: token };
    },
  );

  app.post(
    VDO_RENEW_PATH,
    { config: { access: 'session' }, schema: { body: ZVideoRenewRequest, response: { 200: ZVideoRenewResponse } } },
    async (request) => ({ statusCode: 200, message: 'OK', result: { ttlSeconds: await vdo.renew(sessionOf(request), request.body.otp) } }),
  );

  app.get(`${VDO_STREAM_PATH}/:otp`, { config: { access: 'public' }, schema: { params: ZVideoStreamParams } }, async (request, reply) =>
    sendFileRange(request, reply, files, await vdo.stream(request.params.otp)),
  );
};

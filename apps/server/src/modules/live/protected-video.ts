import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TPlaybackInfo } from '@portal/contract';
import { maskedViewerId } from '@portal/domain/live/watermark';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { HttpError, notFound } from '../../http-error.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import type { StoredFile } from '../../lib/send-file-range.ts';
import { assertInstitute, assertUser, type SessionContext } from '../../session-context.ts';
import { findReachableRecording } from './live.repository.ts';

/** How long a lease lasts from its making and from each renewal (VdoCipher's tokens: ~300 s). */
export const LEASE_SECONDS = 300;
export const VDO_STREAM_PATH = '/api/v1/instFileSystem/vdo';
export const VDO_RENEW_PATH = '/api/v1/instFileSystem/vdo/renew';

/** videoID names a recording's video; fileId a study material's (decision 066), videoID then optional and its own. */
type OtpRequest = { videoId: string | undefined; fileId: number | undefined; instituteId: number; userId: number | undefined };

/** The study library's protected videos (the study service): the material's video and file, or a refusal. */
export type StudyVideos = { protectedVideo(session: SessionContext, fileId: number, videoId: string | undefined): Promise<{ videoId: string; fileKey: string }> };

/**
 * Protected video (decision 062), our replacement of the third-party OTP service: videoOTP makes
 * a lease (128 random bits: the token) for one signed-in session and one video it may watch; the
 * video streams from the file store, seekable, only while the lease lasts; the player renews it
 * every minute while open, so a two-hour lecture and a 30-minute pause keep playing with leases
 * of minutes. Not bound to an IP address (phones change networks); it ends with its session.
 */
export function createProtectedVideo({ db, clock, files, studyVideos }: { db: Kysely<DB>; clock: Clock; files: FileStore; studyVideos?: StudyVideos }) {
  const until = () => new Date(clock.now().getTime() + LEASE_SECONDS * 1000);

  /** A lease still running, of a session still running. */
  async function liveLease(otp: string) {
    return db
      .selectFrom('video_lease as l')
      .innerJoin('session as s', 's.id', 'l.session_id')
      .select(['l.id', 'l.user_id', 'l.file_key', 'l.video_id', 'l.material_id'])
      .where('l.id', '=', otp)
      .where('l.expires_at', '>', clock.now())
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', clock.now())
      .executeTakeFirst();
  }

  /** The video a token is for and its stored file; 404 when it is not the learner's. */
  async function leasedVideo(session: SessionContext, req: OtpRequest): Promise<{ videoId: string; fileKey: string }> {
    if (req.fileId !== undefined) {
      if (!studyVideos) throw notFound();
      return studyVideos.protectedVideo(session, req.fileId, req.videoId);
    }
    if (req.videoId === undefined) throw notFound();
    const recording = await findReachableRecording(db, session.instituteId, session.userId, req.videoId);
    if (!recording?.file_key) throw notFound();
    return { videoId: req.videoId, fileKey: recording.file_key };
  }

  return {
    /**
     * [API-VIDEO-1] A token for a video of the learner's, with what the player needs: a
     * recording's by videoID, a study material's by file_id [STUDY-MAT-2].
     */
    async otp(session: SessionContext, req: OtpRequest): Promise<{ otp: string; playbackInfo: string }> {
      assertInstitute(session, req.instituteId);
      if (req.userId !== undefined) assertUser(session, req.userId);
      const video = await leasedVideo(session, req);
      if (!(await files.stat(video.fileKey))) throw notFound();
      const viewer = await db.selectFrom('app_user').select(['name', 'phone', 'email']).where('id', '=', session.loginUserId).executeTakeFirstOrThrow();
      const otp = randomBytes(16).toString('hex');
      await db
        .insertInto('video_lease')
        .values({ id: otp, session_id: session.sessionId, user_id: session.loginUserId, institute_id: session.instituteId, video_id: video.videoId, file_key: video.fileKey, material_id: req.fileId ?? null, expires_at: until() })
        .execute();
      // Leases long over are removed as new ones are made: the table stays small.
      await db.deleteFrom('video_lease').where('expires_at', '<', new Date(clock.now().getTime() - 86_400_000)).execute();
      const info: TPlaybackInfo = {
        videoId: video.videoId,
        stream: `${VDO_STREAM_PATH}/${otp}`,
        renew: VDO_RENEW_PATH,
        ttlSeconds: LEASE_SECONDS,
        watermark: { name: viewer.name, id: maskedViewerId(viewer.phone ?? viewer.email ?? String(session.loginUserId)) },
      };
      return { otp, playbackInfo: Buffer.from(JSON.stringify(info)).toString('base64') };
    },

    /**
     * The lease lasts LEASE_SECONDS more, for its own user only, while the learner may still
     * watch that video (asked again as for a new token: a product expired, a batch left, a
     * material withdrawn end it; decision 069); a lapsed one is not revived (ask a new token).
     */
    async renew(session: SessionContext, otp: string): Promise<number> {
      const lease = await liveLease(otp);
      if (!lease || lease.user_id !== session.loginUserId) throw notFound();
      const still = await leasedVideo(session, { videoId: lease.video_id, fileId: lease.material_id ?? undefined, instituteId: session.instituteId, userId: undefined }).catch((err: unknown) => {
        if (err instanceof HttpError) return null; // refused now (404, or 409 for an expired product)
        throw err;
      });
      if (still?.fileKey !== lease.file_key) throw notFound();
      await db.updateTable('video_lease').set({ expires_at: until() }).where('id', '=', otp).execute();
      return LEASE_SECONDS;
    },

    /** The file a running lease streams; 404 once it lapsed, its session ended, or for any other text. */
    async stream(otp: string): Promise<StoredFile> {
      const lease = await liveLease(otp);
      const stat = lease ? await files.stat(lease.file_key) : null;
      if (!lease || !stat) throw notFound();
      return { key: lease.file_key, size: stat.size, contentType: 'video/mp4', disposition: 'inline' };
    },
  };
}

export type ProtectedVideo = ReturnType<typeof createProtectedVideo>;

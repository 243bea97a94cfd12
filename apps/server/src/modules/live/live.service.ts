import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { LIVE_PAST, LIVE_TODAY, type TMeetingsResponse, type ZMeetingsRequest, type ZWatchCountRequest, type ZWatchHistoryRequest } from '@portal/contract';
import { addDays, dayKey, dayNumber } from '@portal/domain';
import { todaysClasses, upcomingClasses, UPCOMING_DAYS } from '@portal/domain/live/live-days';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { invalidField, notFound } from '../../http-error.ts';
import { assertInstitute, assertUser, type SessionContext } from '../../session-context.ts';
import type { TimetableService } from '../timetable/timetable.service.ts';
import { toLiveClass, type TimedLiveClass } from './live-class.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import type { StoredFile } from '../../lib/send-file-range.ts';
import type { SignedLinkQuery, SignedLinks } from '../../lib/signed-links.ts';
import { addWatch, findReachableRecording, findReachableRecordingById, findRecordingFile } from './live.repository.ts';
import type { VimeoCatalogue, VimeoLink } from './vimeo-catalogue.ts';
import { readerVimeoFile } from '../documents/documents.service.ts';

type MeetingsRequest = z.output<typeof ZMeetingsRequest>;
type WatchCount = z.output<typeof ZWatchCountRequest>;
type WatchHistory = z.output<typeof ZWatchHistoryRequest>;

/**
 * How long a stored recording's play address serves (decision 060): a <video> keeps asking the
 * same address for ranges as it plays and seeks, so it must outlast any lecture and a pause. The
 * protected play (issue 16's "vdo") renews short tokens instead.
 */
export const RECORDING_LINK_TTL_SECONDS = 4 * 3600;

/** At most this many days of past classes in one request (a leap year), as the timetable. */
export const MAX_PAST_DAYS = 366;

/** The study library's protected videos a watch report may name (decision 066). */
type StudyWatch = { watchable(session: SessionContext, videoId: string): Promise<boolean> };
type LiveDeps = { db: Kysely<DB>; clock: Clock; timetable: TimetableService; vimeo: VimeoCatalogue; files: FileStore; links: SignedLinks; studyVideos?: StudyWatch };

/** What a recording file is answered as: an mp4, named after its session for a download. */
const RECORDING_TYPE = 'video/mp4';
/** A shared Vimeo entry of unknown size: a lecture's usual size in MB, for the catalogue's renditions. */
const TYPICAL_LECTURE_MB = 180;
// The header helper escapes whatever the name holds (attachmentDisposition).
const downloadName = (sessionName: string) => `${sessionName.trim() || 'recording'}.mp4`;

export function createLiveService({ db, clock, timetable, vimeo, files, links, studyVideos }: LiveDeps) {
  /** The stored copy of a recording, or 404 when there is none (no key, or the file is gone). */
  async function storedFile(row: { file_key: string | null; session_name: string } | undefined, disposition: (name: string) => string): Promise<StoredFile> {
    if (!row?.file_key) throw notFound();
    const stat = await files.stat(row.file_key);
    if (!stat) throw notFound();
    return { key: row.file_key, size: stat.size, contentType: RECORDING_TYPE, disposition: disposition(downloadName(row.session_name)) };
  }

  /** A recording of the acting learner's classes named by a video id, else 404 (another's, another institute's, none). */
  async function reachable(session: SessionContext, videoId: string) {
    const recording = await findReachableRecording(db, session.instituteId, session.userId, videoId);
    if (!recording) throw notFound();
    return recording;
  }

  /**
   * A recording of the learner's classes [API-LIVE-3]: its stored file, as a download
   * [LIVE-REC-10]. Another institute's, another learner's or one without a stored copy is 404
   * (the client says 'Video file cannot be downloaded, contact institute administrator' [LIVE-REC-11]).
   */
  async function recordingDownload(session: SessionContext, instituteId: number, downloadId: number): Promise<StoredFile> {
    assertInstitute(session, instituteId);
    return storedFile(await findReachableRecordingById(db, instituteId, session.userId, downloadId), attachmentDisposition);
  }

  /**
   * The download files of a Vimeo entry among the learner's shared documents [DOC-VID-3], by the
   * same institute setting (API-DOC-2's vimeo_video_downlodable); 404 when it is not theirs. The
   * entry's size, when the institute gave one, sizes the renditions; else Vimeo's typical
   * lecture size (the demo catalogue has nothing else to go by).
   */
  async function sharedVimeoLinks(session: SessionContext, vimeoVideoId: string): Promise<VimeoLink[]> {
    // Documents are not a parent's (the menu hides them): neither are their downloads.
    if (session.isParent) throw notFound();
    const reader = { userId: session.userId, instituteId: session.instituteId, academicYearId: session.academicYearId };
    const file = await readerVimeoFile(db, reader, vimeoVideoId);
    if (!file) throw notFound();
    const { vimeo_downloadable } = await timetable.institute(session.instituteId);
    if (!vimeo_downloadable) return [];
    return vimeo.downloadLinks(vimeoVideoId, file.size_bytes ? file.size_bytes / (1024 * 1024) : TYPICAL_LECTURE_MB);
  }

  return {
    /**
     * A learner's live classes [API-LIVE-2]. live_future_past 1 [LIVE-LOAD-1]: every class
     * starting today (in the institute's zone) up to UPCOMING_DAYS ahead, and one begun earlier
     * that is still on, earliest first, as upcomingLiveClasses; the client splits Todays and
     * Upcoming (decision 060). 2 [LIVE-LOAD-2]: the classes over by now that started from
     * from_date to to_date (today when null [LIVE-PAST-6]), newest first, as pastLiveClasses.
     * The path's and the body's institute must be the session's and user_id the session's
     * learner (a parent: the chosen child's user, or their own id), else 404. page_size -1 is
     * every class; else page_offset rows are skipped.
     */
    async meetings(session: SessionContext, instituteId: number, req: MeetingsRequest): Promise<TMeetingsResponse['result']> {
      assertInstitute(session, instituteId);
      assertInstitute(session, req.institution_id ?? instituteId);
      assertUser(session, req.user_id);
      const institute = await timetable.institute(instituteId);
      const zone = institute.time_zone;
      const now = clock.now().getTime();
      const today = dayKey(new Date(now), zone);
      const past = req.live_future_past === LIVE_PAST;
      const from = past ? req.from_date! : addDays(today, -1);
      const to = past ? (req.to_date ?? today) : addDays(today, UPCOMING_DAYS);
      if (past && dayNumber(to)! - dayNumber(from)! + 1 > MAX_PAST_DAYS) throw invalidField('to_date', `at most ${MAX_PAST_DAYS} days from from_date`);

      const rows = await timetable.liveClasses(instituteId, session.userId, from, to, zone);
      const timed = rows.map(({ row, recordings }) => toLiveClass(row, recordings, zone)).filter((c): c is TimedLiveClass => c !== null);
      const dated = timed.map((c) => ({ ...c, start_datetime: c.item.start_datetime, end_datetime: c.item.end_datetime }));
      const kept = past
        ? timed.filter((c) => c.end <= now).sort((a, b) => b.start - a.start)
        : req.live_future_past === LIVE_TODAY
          ? todaysClasses(dated, now, zone) // the older client's today tab (issue 33)
          : // The two tabs' windows, the client's own rules (decision 060), so nothing is sent it would not show.
            [...todaysClasses(dated, now, zone), ...upcomingClasses(dated, now, zone)];
      const page = req.page_size === -1 ? kept.slice(req.page_offset) : kept.slice(req.page_offset, req.page_offset + req.page_size);
      const list = page.map((c) => c.item);
      return {
        upcomingLiveClasses: past ? [] : list,
        pastLiveClasses: past ? list : [],
        view_proctur_live_recorded_session: institute.live_recording_view,
        vimeo_video_downlodable: institute.vimeo_downloadable,
        proctur_live_view_or_download_visibility: institute.live_view_or_download,
        time_zone: zone,
      };
    },

    recordingDownload,

    /**
     * Where the stored play streams a recording from [LIVE-REC-9]: a short-lived signed address of
     * ours (the same checks as the download first), seekable with Range.
     */
    async recordingPlayAddress(session: SessionContext, instituteId: number, downloadId: number): Promise<string> {
      await recordingDownload(session, instituteId, downloadId);
      return links.create(downloadId);
    },

    /** The file a signed play address names; a tampered or expired address is 404. */
    async signedRecording(query: SignedLinkQuery): Promise<StoredFile> {
      const check = await links.check(query);
      if (!check.ok) throw notFound();
      return storedFile(await findRecordingFile(db, check.id), () => 'inline');
    },

    /**
     * A play counted [API-LIVE-5] [LIVE-REC-12]: the video must be one the acting learner may
     * watch, in the session's institute. Counted for whoever signed in (a parent's plays are the
     * parent's, not the child's).
     */
    async countWatch(session: SessionContext, req: WatchCount): Promise<void> {
      assertInstitute(session, req.institute_id);
      await reachable(session, req.video_id);
      await addWatch(db, { userId: session.loginUserId, videoId: req.video_id, instituteId: session.instituteId, plays: 1, seconds: 0 });
    },

    /**
     * Seconds watched of a protected video, reported as it closes [API-LIVE-6] [LIVE-REC-13]
     * [VIEWER-VDO-4]: a recording's, or a study material's [STUDY-MAT-2].
     */
    async addWatchHistory(session: SessionContext, req: WatchHistory): Promise<void> {
      const recording = await findReachableRecording(db, session.instituteId, session.userId, req.video_id);
      if (!recording && !(await studyVideos?.watchable(session, req.video_id))) throw notFound();
      await addWatch(db, { userId: session.loginUserId, videoId: req.video_id, instituteId: session.instituteId, plays: 0, seconds: Math.round(req.watch_duration) });
    },

    /**
     * A Vimeo recording's download files [API-LIVE-4] [LIVE-VIMEO-1]: the institute (header
     * x-prod-inst-id) must be the session's and the video one of the learner's recordings; none
     * when the institute does not allow Vimeo downloads or the recording is not on Vimeo
     * [LIVE-REC-6] (the client then says 'No download link found' [LIVE-VIMEO-3]).
     */
    async vimeoLinks(session: SessionContext, instituteId: number, vimeoVideoId: string): Promise<VimeoLink[]> {
      assertInstitute(session, instituteId);
      const recording = await findReachableRecording(db, session.instituteId, session.userId, vimeoVideoId);
      if (!recording) return sharedVimeoLinks(session, vimeoVideoId);
      const { vimeo_downloadable } = await timetable.institute(instituteId);
      if (!vimeo_downloadable || recording.vimeo_video_id !== vimeoVideoId || recording.uploaded_on.trim().toLowerCase() !== 'vimeo') return [];
      return vimeo.downloadLinks(vimeoVideoId, Number(recording.size_mb));
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;

import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { LIVE_PAST, type TMeetingsResponse, type ZMeetingsRequest, type ZWatchCountRequest, type ZWatchHistoryRequest } from '@portal/contract';
import { addDays, dayKey, dayNumber } from '@portal/domain';
import { UPCOMING_DAYS } from '@portal/domain/live/live-days';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { invalidField, notFound } from '../../http-error.ts';
import { assertInstitute, assertUser, type SessionContext } from '../../session-context.ts';
import type { TimetableService } from '../timetable/timetable.service.ts';
import { toLiveClass, type TimedLiveClass } from './live-class.ts';
import { addWatch, findReachableRecording } from './live.repository.ts';
import type { VimeoCatalogue, VimeoLink } from './vimeo-catalogue.ts';

type MeetingsRequest = z.output<typeof ZMeetingsRequest>;
type WatchCount = z.output<typeof ZWatchCountRequest>;
type WatchHistory = z.output<typeof ZWatchHistoryRequest>;

/** At most this many days of past classes in one request (a leap year), as the timetable. */
export const MAX_PAST_DAYS = 366;

type LiveDeps = { db: Kysely<DB>; clock: Clock; timetable: TimetableService; vimeo: VimeoCatalogue };

export function createLiveService({ db, clock, timetable, vimeo }: LiveDeps) {
  /** A recording of the acting learner's classes named by a video id, else 404 (another's, another institute's, none). */
  async function reachable(session: SessionContext, videoId: string) {
    const recording = await findReachableRecording(db, session.instituteId, session.userId, videoId);
    if (!recording) throw notFound();
    return recording;
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
      assertInstitute(session, req.institution_id);
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
      const kept = past
        ? timed.filter((c) => c.end <= now).sort((a, b) => b.start - a.start)
        : timed.filter((c) => dayKey(new Date(c.start), zone) >= today || c.end > now).sort((a, b) => a.start - b.start);
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

    /** Seconds watched of a protected video, reported as it closes [API-LIVE-6] [LIVE-REC-13] [VIEWER-VDO-4]. */
    async addWatchHistory(session: SessionContext, req: WatchHistory): Promise<void> {
      await reachable(session, req.video_id);
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
      const recording = await reachable(session, vimeoVideoId);
      const { vimeo_downloadable } = await timetable.institute(instituteId);
      if (!vimeo_downloadable || recording.vimeo_video_id !== vimeoVideoId || recording.uploaded_on.trim().toLowerCase() !== 'vimeo') return [];
      return vimeo.downloadLinks(vimeoVideoId, Number(recording.size_mb));
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;

import { z } from 'zod';
import { calendarDayIn, zEnvelope, ZId, zIntIn } from './common.ts';
import { ZRecording } from './timetable.ts';

/**
 * A request's DD-MM-YYYY date [LIVE-LOAD-2]: unpadded days and months accepted ('5-1-2026'), a
 * date that is not on the calendar refused; normalised to YYYY-MM-DD for the server.
 */
export const ZDmyDateIn = z
  .string()
  .trim()
  .regex(/^\d{1,2}-\d{1,2}-\d{4}$/, 'expected DD-MM-YYYY')
  .transform((text, ctx) => {
    const [day, month, year] = text.split('-');
    return calendarDayIn(year!, month!, day!, ctx);
  });

/** A date a client may leave out: null, absent or '' (an empty date field) all mean none. */
const ZOptionalDmy = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), ZDmyDateIn.nullable().optional());

/**
 * live_future_past: 1 today and upcoming, 2 past [API-LIVE-2]; 3 today alone, as the spec's
 * older client asks (issue 33); the digit as a string too.
 */
export const LIVE_TODAY_UPCOMING = 1;
export const LIVE_PAST = 2;
export const LIVE_TODAY = 3;

/**
 * POST /api/v1/meeting_manager/getMeetingV2/{institute_id} [API-LIVE-2] [LIVE-LOAD-1]
 * [LIVE-LOAD-2]: page_offset 0 and page_size -1 (everything) as the spec's client sends; a
 * positive page size pages. from_date is needed for the past; to_date may be null
 * [LIVE-PAST-6] (up to today).
 */
export const ZMeetingsParams = z.object({ institute_id: ZId });
export const ZMeetingsRequest = z
  .object({
    /** The older client leaves it out: the path's institute is meant (issue 33). */
    institution_id: ZId.optional(),
    user_id: ZId,
    page_offset: zIntIn(0, 1_000_000).default(0),
    page_size: z.preprocess((v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v), z.union([z.literal(-1), z.number().int().min(1).max(500)], { error: 'expected -1 or 1..500' })).default(-1),
    live_future_past: zIntIn(1, 3),
    category: zIntIn(3, 3).default(3),
    from_date: ZOptionalDmy,
    to_date: ZOptionalDmy,
  })
  .refine((v) => v.live_future_past !== LIVE_PAST || !!v.from_date, { message: 'needed for past classes', path: ['from_date'] })
  .refine((v) => !v.from_date || !v.to_date || v.from_date <= v.to_date, { message: 'must not be before from_date', path: ['to_date'] });
export type TMeetingsRequest = z.input<typeof ZMeetingsRequest>;

/** One live class [S1 §3.5]; start and end as ISO 8601 with the institute's offset (decision 060). */
export const ZLiveClass = z.object({
  session_id: z.number().int(),
  session_name: z.string(),
  start_datetime: z.string(),
  end_datetime: z.string(),
  course_list: z.array(z.object({ course_name: z.string() })),
  /** Comma-separated; may hold null-like entries [LIVE-CARD-5]. */
  teachersName: z.string(),
  t_photo_url: z.string(),
  /** The meeting address; null until the class is near (never handed out long before). */
  session_link: z.string().nullable(),
  /** 'Zoom', 'Webex' or another provider [LIVE-JOIN-3..5]. */
  live_meeting_with: z.string().nullable(),
  download_links: z.array(ZRecording),
});
export type TLiveClass = z.infer<typeof ZLiveClass>;

export const ZMeetingsResponse = zEnvelope(
  z.object({
    upcomingLiveClasses: z.array(ZLiveClass),
    pastLiveClasses: z.array(ZLiveClass),
    view_proctur_live_recorded_session: z.number().int().min(1).max(7),
    vimeo_video_downlodable: z.boolean(),
    proctur_live_view_or_download_visibility: z.boolean(),
    /** The institute's zone, in which the days of the lists are read. */
    time_zone: z.string(),
  }),
);
export type TMeetingsResponse = z.infer<typeof ZMeetingsResponse>;

/**
 * GET /api/v1/meeting_manager/recording/download/{institute_id}/{download_id} [API-LIVE-3]:
 * the file itself, or with ?type=1 its playback address [LIVE-REC-9] (a short-lived signed
 * address of ours).
 */
export const ZRecordingParams = z.object({ institute_id: ZId, download_id: ZId });
export const ZRecordingQuery = z.object({ type: z.enum(['1']).optional() });
export const ZRecordingPlayResponse = zEnvelope(z.object({ video_url: z.string() }));
/** The signed play address's query: r (the recording), exp (unix seconds) and sig. */
export const ZRecordingFileQuery = z.object({ r: ZId, exp: zIntIn(1, Number.MAX_SAFE_INTEGER), sig: z.string().min(1).max(128) });
export type TRecordingPlayResponse = z.infer<typeof ZRecordingPlayResponse>;

/** GET /prod/vimeo/download-links/{vimeo_video_id} with header x-prod-inst-id [API-LIVE-4]. */
export const ZVimeoLinksParams = z.object({ vimeo_video_id: z.string().regex(/^\d{1,20}$/, 'expected a Vimeo video id') });
/** Read by the handler, not a route schema (which would keep only the headers it names). */
export const ZVimeoLinksHeaders = z.object({ 'x-prod-inst-id': ZId });
export const ZVimeoLink = z.object({ width: z.number().int(), height: z.number().int(), link: z.string(), size_short: z.string(), size: z.number() });
export const ZVimeoLinksResponse = zEnvelope(z.array(ZVimeoLink));
export type TVimeoLinksResponse = z.infer<typeof ZVimeoLinksResponse>;

/** A video's id as a client sends it: text or a number (the spec gives no type); kept as text. */
const ZVideoIdIn = z.union([z.string().trim().min(1).max(100), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]).transform(String);

/** PUT /api/v1/instFileSystem/update-watch-count [API-LIVE-5] [LIVE-REC-12]. */
export const ZWatchCountRequest = z.object({ video_id: ZVideoIdIn, institute_id: ZId });
/** POST /api/v1/instFileSystem/allocateWatchHistory [API-LIVE-6] [LIVE-REC-13]: seconds watched (a day at most). */
export const ZWatchHistoryRequest = z.object({ video_id: ZVideoIdIn, watch_duration: z.preprocess((v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number().min(0).max(86_400)) });
export const ZAcknowledgeResponse = zEnvelope(z.null());

/**
 * POST /api/v1/instFileSystem/videoOTP?source=IOS-APP [API-VIDEO-1] [VIEWER-VDO-1]: a protected
 * video's playback token, made on the server (decision 062). videoID names a recording's video;
 * in the study material's use file_id names the material (an id), videoID beside it optional and
 * then the material's own [STUDY-MAT-2] (decision 066); institute_id and user_id must be the session's.
 */
export const ZVideoOtpQuery = z.object({ source: z.string().max(20).optional() });
export const ZVideoOtpRequest = z
  .object({ videoID: ZVideoIdIn.optional(), file_id: ZId.optional(), institute_id: ZId, user_id: ZId.optional() })
  .refine((v) => v.videoID !== undefined || v.file_id !== undefined, { message: 'send videoID (or file_id)', path: ['videoID'] });

/** What the player needs, as playbackInfo carries it (base64 of this JSON). */
export const ZPlaybackInfo = z.object({
  videoId: z.string(),
  /** Where the video streams from (seekable); valid while the token's lease lasts. */
  stream: z.string(),
  /** Where the player renews the lease while it is open. */
  renew: z.string(),
  /** Seconds the lease lasts from now (and from each renewal). */
  ttlSeconds: z.number().int(),
  /** The moving watermark: the viewer's name and masked id. */
  watermark: z.object({ name: z.string(), id: z.string() }),
});
export type TPlaybackInfo = z.infer<typeof ZPlaybackInfo>;

export const ZVideoOtpResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  otp: z.string(),
  playbackInfo: z.string(),
  data: z.object({ otp: z.string(), playbackInfo: z.string() }),
});
export type TVideoOtpResponse = z.infer<typeof ZVideoOtpResponse>;

/** POST /api/v1/instFileSystem/vdo/renew: the lease of `otp` lasts ttlSeconds more (decision 062). */
/** A protected video's playback token: 128 random bits in hex. */
const ZPlaybackToken = z.string().regex(/^[0-9a-f]{32}$/, 'expected a playback token');
export const ZVideoRenewRequest = z.object({ otp: ZPlaybackToken });
export const ZVideoRenewResponse = zEnvelope(z.object({ ttlSeconds: z.number().int() }));
export const ZVideoStreamParams = z.object({ otp: ZPlaybackToken });

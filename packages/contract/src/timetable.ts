import { z } from 'zod';
import { zEnvelope, ZDate, ZDateIn, ZId, ZIdOrSentinel, ZInt32, zIntIn, zText } from './common.ts';
import { ZCalendarEvent } from './events.ts';

/**
 * An id the client does not filter by is the sentinel -1 [CONST-SENT-1]; any other narrows.
 * The spec's client sends these as strings ('-1'): accepted (issue 12, item 9).
 */
const ZSentinelId = ZIdOrSentinel;
const ZYesNo = z.enum(['Y', 'N']);
/** A calendar year of the timetable and event calls (its digits as a string too: API-TT-2). */
const ZYear = zIntIn(1900, 9999);
/** 12-hour wall time of the institute, e.g. '10:30 AM' [TT-PHASE-1]. */
export const ZTwelveHour = z.string().regex(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, 'expected hh:mm AM or hh:mm PM');

/**
 * The learner a timetable call is for: student_id, or user_id for user type 99 [TT-DATA-6].
 * Exactly one is sent; it must be the session's acting learner (else 404).
 */
const learner = {
  student_id: ZId.optional(),
  user_id: ZId.optional(),
};
const oneLearner = (v: { student_id?: number | undefined; user_id?: number | undefined }) =>
  (v.student_id === undefined) !== (v.user_id === undefined);
const learnerIssue = { message: 'send exactly one of student_id and user_id', path: ['student_id'] };

/** POST /api/v2/timeTable/v3 [API-TT-1] [TT-DATA-1/4/6]. Dates are YYYY-MM-DD, at most 366 days apart. */
export const ZTimetableRequest = z
  .object({
    batch_id: ZSentinelId,
    course_id: ZSentinelId,
    standard_id: ZSentinelId,
    subject_id: ZSentinelId,
    teacher_id: ZSentinelId,
    master_course: zText(200),
    startdate: ZDateIn,
    enddate: ZDateIn,
    institute_id: ZId,
    ...learner,
    isCourseStructureTimeTable: ZYesNo,
    isExamIncludedInTimeTable: ZYesNo,
    is_included_online_class: ZYesNo,
    is_included_online_exam: ZYesNo,
  })
  .refine(oneLearner, learnerIssue)
  .refine((v) => v.startdate <= v.enddate, { message: 'must not be before startdate', path: ['enddate'] });
export type TTimetableRequest = z.infer<typeof ZTimetableRequest>;

/** One recording of a live class (the timetable's View popup) [TT-LIVE-6] [LIVE-REC-8]. */
export const ZRecording = z.object({
  download_id: z.number().int(),
  /** The protected (video-cipher) video's id, for the protected play [LIVE-REC-7]; null when it has none. */
  video_id: z.string().nullable(),
  /** The Vimeo video's id, for the Vimeo play and download [LIVE-REC-6] [LIVE-REC-7]; null when it has none. */
  vimeo_video_id: z.string().nullable(),
  session_name: z.string(),
  /** e.g. '58 mins'. */
  video_duration: z.string(),
  /** Megabytes. */
  video_size: z.number(),
  /** ISO date-time with the institute's offset. */
  recording_date_time: z.string(),
  recording_uploaded_on: z.string(),
});
export type TRecording = z.infer<typeof ZRecording>;

export const CLASS_TYPES = ['Class', 'Online Class', 'Online Exam', 'Offline Exam'] as const;

/**
 * A schedule item [S2 §3 Schedule item]. Every field is always present; null where it does
 * not apply to the item's class_type. Times are the institute's wall times.
 */
export const ZScheduleItem = z.object({
  /** Our stable id (list keys, the attendance and join calls). */
  schedule_id: z.number().int(),
  date: ZDate,
  class_type: z.string(),
  start_time: ZTwelveHour,
  end_time: ZTwelveHour,
  /** The last day of an item spanning days (online exams); else the same as date. */
  end_date: ZDate,
  /** Minutes, as text, e.g. '45' [TT-CUT-2]. */
  duration: z.string(),
  subject_name: z.string().nullable(),
  /** The batch (section at a school). */
  course: z.string().nullable(),
  course_name: z.string().nullable(),
  master_course_name: z.string().nullable(),
  product_name: z.string().nullable(),
  topics_covered: z.string().nullable(),
  teacher_name: z.string().nullable(),
  /** Comma-separated photo addresses; empty when there is none [TT-OFF-6]. */
  t_photo_url: z.string(),
  /** The classroom of an offline class [TT-OFF-1]. */
  classroom: z.string().nullable(),
  /** 0..100 for offline classes; null otherwise [TT-OFF-5]. */
  student_attendance_percent: z.number().nullable(),
  batch_id: z.number().int().nullable(),
  session_id: z.number().int().nullable(),
  session_name: z.string().nullable(),
  session_link: z.string().nullable(),
  /** 'Zoom', 'Webex' or another provider [LIVE-JOIN-3..5]. */
  live_meeting_with: z.string().nullable(),
  download_links: z.array(ZRecording),
  description: z.string().nullable(),
  test_id: z.number().int().nullable(),
  test_inst_id: z.number().int().nullable(),
});
export type TScheduleItem = z.infer<typeof ZScheduleItem>;

/**
 * The answer of API-TT-1: result.batchTimeTableList maps 'YYYY-MM-DD' to the day's items
 * (days without items are absent), and `time` (next to result) is the server's current time
 * as ISO with the institute's offset [TT-PHASE-12]; result.time_zone names that zone.
 */
export const ZTimetableResponse = zEnvelope(
  z.object({
    batchTimeTableList: z.record(z.string(), z.array(ZScheduleItem)),
    view_proctur_live_recorded_session: z.number().int().min(1).max(7),
    vimeo_video_downlodable: z.boolean(),
    proctur_live_view_or_download_visibility: z.boolean(),
    time_zone: z.string(),
  }),
).extend({ time: z.string() });
export type TTimetableResponse = z.infer<typeof ZTimetableResponse>;

export { NO_COURSE_MESSAGE } from './error-codes.ts';

/** POST /api/v1/holiday_manager/event_for_timetable [API-TT-2] [TT-DATA-2]. */
export const ZTimetableHolidaysRequest = z
  .object({
    institution_id: ZId,
    year: ZYear,
    ...learner,
    event_start_Date: ZDateIn,
    event_end_date: ZDateIn,
  })
  .refine(oneLearner, learnerIssue)
  .refine((v) => v.event_start_Date <= v.event_end_date, { message: 'must not be before event_start_Date', path: ['event_end_date'] });
export type TTimetableHolidaysRequest = z.infer<typeof ZTimetableHolidaysRequest>;

/**
 * A holiday of the timetable: a calendar event [S2 §3 Calendar event] whose event_date_range,
 * for a holiday of several days, is '<start> - <end>' in YYYY-MM-DD ('2026-12-30 - 2027-01-02'),
 * which the spec's client splits on spaces and walks day by day; null for a one-day holiday
 * (decision 030).
 */
export const ZTimetableHoliday = ZCalendarEvent.extend({
  event_date_range: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} - \d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD - YYYY-MM-DD')
    .nullable(),
});
export type TTimetableHoliday = z.infer<typeof ZTimetableHoliday>;
/**
 * The body itself is the map, not an envelope [API-TT-2] [TT-DATA-2]: 'YYYY-MM-DD' to the
 * holidays starting that day (also a day before the asked range, for a holiday that runs into
 * it); the client copies a holiday onto its later days (decision 030).
 */
export const ZTimetableHolidaysResponse = z.record(z.string(), z.array(ZTimetableHoliday));
export type TTimetableHolidaysResponse = z.infer<typeof ZTimetableHolidaysResponse>;

/** POST /api/v2/timeTable/year-count [API-TT-3] [TT-DATA-3]. */
export const ZYearCountRequest = z
  .object({ year: ZYear, institute_id: ZId, ...learner })
  .refine(oneLearner, learnerIssue);
export type TYearCountRequest = z.infer<typeof ZYearCountRequest>;
/** Keys '1'..'12' (every month present, 0 when empty) [TT-YEAR-2/3]. */
export const ZYearCountResponse = zEnvelope(z.record(z.string(), z.number().int().min(0)));
export type TYearCountResponse = z.infer<typeof ZYearCountResponse>;

/** POST /api/v1/reports/Student/attendance/{studentId}/{batchId} [API-TT-4] [TT-ATT-1]. */
/** A bound of the attendance range: a calendar date, or '' for none (what the spec's client sends). */
const ZDateOrNone = z.union([z.literal(''), ZDateIn], { error: 'expected YYYY-MM-DD or empty' });
export const ZAttendanceParams = z.object({ studentId: ZId, batchId: ZId });
export const ZAttendanceRequest = z.object({
  batch_id: ZId,
  standard_id: ZSentinelId,
  subject_id: ZSentinelId,
  teacher_id: ZSentinelId,
  type: ZInt32,
  startdate: ZDateOrNone,
  enddate: ZDateOrNone,
  institute_id: ZId,
  student_id: ZId,
});
export type TAttendanceRequest = z.infer<typeof ZAttendanceRequest>;
/** An attendance row [S2 §3] [TT-ATT-3/4]; the list is newest first. */
export const ZAttendanceRow = z.object({
  date: ZDate,
  start_time: ZTwelveHour,
  end_time: ZTwelveHour,
  /** The class's subject (beyond the spec: the popup lists every class of the batch). */
  subject_name: z.string().nullable(),
  status: z.string(),
  custom_class_type: z.string().nullable(),
  home_work_status: z.string().nullable(),
  remark: z.string().nullable(),
  homework_assigned: z.string().nullable(),
  attendance_note: z.string().nullable(),
  topics_covered: z.string().nullable(),
});
export type TAttendanceRow = z.infer<typeof ZAttendanceRow>;
/** The body is the list itself, not an envelope: the spec's client reads it directly [API-TT-4] (decision 030). */
export const ZAttendanceResponse = z.array(ZAttendanceRow);
export type TAttendanceResponse = z.infer<typeof ZAttendanceResponse>;

/**
 * GET /api/v1/meeting_manager/session/start/{institute_id}/{session_id}
 * [?isZoomLiveClass=1 | ?isWebexLiveClass=1] [API-LIVE-1] [TT-PHASE-9].
 */
export const ZSessionStartParams = z.object({ institute_id: ZId, session_id: ZId });
export const ZSessionStartQuery = z.object({
  isZoomLiveClass: z.enum(['1']).optional(),
  isWebexLiveClass: z.enum(['1']).optional(),
});
export const ZSessionStartResponse = zEnvelope(z.object({ allow_start_session: z.boolean() }));
export type TSessionStartResponse = z.infer<typeof ZSessionStartResponse>;

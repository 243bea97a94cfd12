import type { Kysely } from 'kysely';
import type { TAttendanceRequest, TAttendanceRow, TRecording, TTimetableRequest, TTimetableResponse, TYearCountRequest } from '@portal/contract';
import { classTypesOf, dayNumber, isoInZone, liveClassPhase, localNow, timetableFlags, yearViewFlags } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { invalidField, noCourse, notFound } from '../../http-error.ts';
import { assertInstitute, assertStudent, type SessionContext } from '../../session-context.ts';
import { kept, splicedAnswer } from '../../lib/compression/spliced-gzip.ts';
import { WrittenAnswer } from '../../plugins/response-serializer.ts';
import { learnerOf, type Learner } from './learner.ts';
import { createMonthCache, type WrittenMonth } from './month-cache.ts';
import { toRecording, toScheduleItem, twelveHour } from './schedule-item.ts';
import {
  attendanceTotals,
  countByMonth,
  findInstitute,
  findLiveClass,
  hasAnyBatch,
  isMember,
  itemsQuery,
  listAttendance,
  listRecordings,
  timetableVersion,
  type ItemRow,
} from './timetable.repository.ts';

// The rows liveClasses hands out: the live module draws its classes from them.
export type { ItemRow };

/** The answer around a month's `result`: the envelope before it, the server's time after it [TT-PHASE-12]. */
const ENVELOPE_HEAD = kept(Buffer.from('{"statusCode":200,"message":"OK","result":'));
const timeTail = (time: string) => Buffer.from(`,"time":${JSON.stringify(time)}}`);

/** At most this many days, both ends included, in one timetable request (a leap year). */
export const MAX_RANGE_DAYS = 366;

/** The range of a timetable request: real calendar dates, at most 366 days. */
function checkRange(startdate: string, enddate: string): void {
  const from = dayNumber(startdate);
  const to = dayNumber(enddate);
  if (from === null) throw invalidField('startdate', 'not a calendar date');
  if (to === null) throw invalidField('enddate', 'not a calendar date');
  if (to - from + 1 > MAX_RANGE_DAYS) throw invalidField('enddate', `at most ${MAX_RANGE_DAYS} days from startdate`);
}

/** The rounded share of P among a student's marked classes, per batch; none without marks. */
async function percentsByBatch(db: Kysely<DB>, studentId: number | null, batchIds: number[]): Promise<Map<number, number>> {
  if (studentId === null || batchIds.length === 0) return new Map();
  const totals = await attendanceTotals(db, studentId, batchIds);
  return new Map(totals.filter((t) => t.marked > 0).map((t) => [t.batch_id, Math.round((t.present * 100) / t.marked)]));
}

export function createTimetableService(db: Kysely<DB>, clock: Clock, months = createMonthCache()) {
  /** The learner, checked against the session; 'Please assign course!' without any batch [TT-ERR-1]. */
  async function enrolledLearner(session: SessionContext, ids: { student_id?: number | undefined; user_id?: number | undefined }): Promise<Learner> {
    const learner = learnerOf(session, ids);
    if (!(await hasAnyBatch(db, learner.userId))) throw noCourse();
    return learner;
  }

  /** The recordings of live classes as the wire has them, by schedule id. */
  async function recordingsBySchedule(liveIds: number[], timeZone: string): Promise<Map<number, TRecording[]>> {
    const bySchedule = new Map<number, TRecording[]>();
    if (liveIds.length === 0) return bySchedule;
    for (const r of await listRecordings(db, liveIds)) {
      const list = bySchedule.get(r.schedule_id) ?? [];
      list.push(toRecording(r, timeZone));
      bySchedule.set(r.schedule_id, list);
    }
    return bySchedule;
  }

  /** A month's `result` as the wire has it [API-TT-1] [TT-DATA-1], written as UTF-8 JSON. */
  async function readMonth(instituteId: number, learner: Learner, from: string, to: string, classTypes: ReturnType<typeof classTypesOf>, batchId: number | null): Promise<Omit<WrittenMonth, 'version'>> {
    const institute = await findInstitute(db, instituteId);
    const rows = classTypes.length ? await itemsQuery(db, { instituteId, userId: learner.userId, from, to, classTypes, batchId }).execute() : [];
    const liveIds = rows.filter((r) => r.class_type === 'Online Class').map((r) => r.id);
    const classBatches = [...new Set(rows.filter((r) => r.class_type === 'Class').map((r) => r.batch_id))];
    const [bySchedule, percents] = await Promise.all([recordingsBySchedule(liveIds, institute.time_zone), percentsByBatch(db, learner.studentId, classBatches)]);
    const days: TTimetableResponse['result']['batchTimeTableList'] = {};
    for (const row of rows) {
      (days[row.date] ??= []).push(toScheduleItem(row, bySchedule.get(row.id) ?? [], percents.get(row.batch_id) ?? null));
    }
    const result: TTimetableResponse['result'] = {
      batchTimeTableList: days,
      view_proctur_live_recorded_session: institute.live_recording_view,
      vimeo_video_downlodable: institute.vimeo_downloadable,
      proctur_live_view_or_download_visibility: institute.live_view_or_download,
      time_zone: institute.time_zone,
    };
    return { result: Buffer.from(JSON.stringify(result)), timeZone: institute.time_zone };
  }

  return {
    /** The institute's zone, modes and recording settings (the live classes screen's flags). */
    institute: (instituteId: number) => findInstitute(db, instituteId),

    /**
     * A learner's live classes (the 'Online Class' items of their batches) dated from..to, by
     * start, each with its recordings: for the live classes screen [API-LIVE-2], which has
     * already checked who asks. One indexed query, as for the month, and one for recordings.
     */
    async liveClasses(instituteId: number, userId: number, from: string, to: string, timeZone: string) {
      const rows = await itemsQuery(db, { instituteId, userId, batchId: null, from, to, classTypes: ['Online Class'] }).execute();
      const recordings = await recordingsBySchedule(rows.map((r) => r.id), timeZone);
      return rows.map((row) => ({ row, recordings: recordings.get(row.id) ?? [] }));
    },

    /**
     * A learner's items (by user id) between two dates, of the class types the institute's
     * modes include [TT-DATA-4]: for other modules (the calendar feed), which have already
     * checked who may see them. One indexed query, as for the month.
     */
    async learnerItems(instituteId: number, userId: number, from: string, to: string, modes: { classes: string; exam: string }) {
      const classTypes = classTypesOf(timetableFlags(modes));
      if (classTypes.length === 0) return [];
      return itemsQuery(db, { instituteId, userId, batchId: null, from, to, classTypes }).execute();
    },

    /**
     * The learner's schedule items between startdate and enddate, grouped by start date and
     * ordered by start time [API-TT-1] [TT-DATA-1]. The four flags choose the class types;
     * batch_id narrows to one batch; course_id, standard_id, subject_id, teacher_id and
     * master_course are accepted and ignored (items carry names, not those ids: decision 012).
     */
    async month(session: SessionContext, req: TTimetableRequest): Promise<WrittenAnswer> {
      assertInstitute(session, req.institute_id);
      const learner = await enrolledLearner(session, req);
      checkRange(req.startdate, req.enddate);
      const classTypes = classTypesOf(req);
      const batchId = req.batch_id === -1 ? null : req.batch_id;
      // A month is written once per change of what it reads (decision 055): the version is read
      // before the month, so a change committed meanwhile moves it past the entry's.
      const version = await timetableVersion(db);
      const key = [req.institute_id, learner.userId, learner.studentId, req.startdate, req.enddate, classTypes.join(','), batchId].join('|');
      let month = months.get(key, version);
      if (!month) {
        month = { version, ...(await readMonth(req.institute_id, learner, req.startdate, req.enddate, classTypes, batchId)) };
        months.set(key, month);
      }
      // Spliced, so a compressed answer reuses the month's compressed bytes (api-compression.ts).
      return new WrittenAnswer(splicedAnswer([ENVELOPE_HEAD, kept(month.result), timeTail(isoInZone(clock.now(), month.timeZone))]));
    },

    /**
     * Items per month of a calendar year, keys '1'..'12' all present [API-TT-3] [TT-YEAR-2/3].
     * Only the class types the institute's modes include, with the year view's flags for the
     * session's user type (TT-DATA-7: none offline for type 99), so the grid matches the lists.
     */
    async yearCount(session: SessionContext, req: TYearCountRequest): Promise<Record<string, number>> {
      assertInstitute(session, req.institute_id);
      const learner = await enrolledLearner(session, req);
      const institute = await findInstitute(db, req.institute_id);
      const classTypes = classTypesOf(yearViewFlags({ classes: institute.classes_mode, exam: institute.exam_mode }, session.userType));
      const counts = classTypes.length
        ? await countByMonth(db, { instituteId: req.institute_id, userId: learner.userId, from: `${req.year}-01-01`, to: `${req.year}-12-31`, classTypes })
        : [];
      const result: Record<string, number> = {};
      for (let m = 1; m <= 12; m++) result[String(m)] = counts.find((c) => c.month === m)?.n ?? 0;
      return result;
    },

    /**
     * A student's attendance in one of their batches, newest first [API-TT-4] [TT-ATT-1]. The
     * path's and the body's student must be the session's, the body's batch the path's, and
     * the batch one of the student's; else 404. Empty startdate/enddate mean no bound.
     */
    async attendance(session: SessionContext, studentId: number, batchId: number, req: TAttendanceRequest): Promise<TAttendanceRow[]> {
      assertInstitute(session, req.institute_id);
      assertStudent(session, studentId);
      assertStudent(session, req.student_id);
      if (req.batch_id !== batchId || !(await isMember(db, session.userId, batchId))) throw notFound();
      const rows = await listAttendance(db, studentId, batchId, req.startdate || null, req.enddate || null);
      return rows.map((r) => ({ ...r, start_time: twelveHour(r.start_time), end_time: twelveHour(r.end_time) }));
    },

    /**
     * Whether the learner may start (join) a live class now [API-LIVE-1]: the class must be an
     * 'Online Class' of one of the learner's batches (else 404), and the answer is the domain's
     * live-class phase at the server's clock in the institute's zone being 'join-enabled'
     * (start minute included, end minute excluded: decision 011). The Zoom/Webex query only
     * tells the provider; it does not change the answer.
     */
    async sessionStart(session: SessionContext, instituteId: number, sessionId: number): Promise<{ allow_start_session: boolean }> {
      assertInstitute(session, instituteId);
      const item = await findLiveClass(db, instituteId, session.userId, sessionId);
      if (!item) throw notFound();
      const { time_zone } = await findInstitute(db, instituteId);
      const phase = liveClassPhase(
        { date: item.date, start_time: twelveHour(item.start_time), end_time: twelveHour(item.end_time) },
        localNow(clock.now(), time_zone),
      );
      return { allow_start_session: phase === 'join-enabled' };
    },
  };
}

export type TimetableService = ReturnType<typeof createTimetableService>;

import type { Insertable } from 'kysely';
import { localNow } from '@portal/domain';
import { INSTITUTE_TIME_ZONE } from '../clock.ts';
import type { AttendanceTable, RecordingTable, ScheduleTable } from '../db/types-timetable.ts';
import type { SeedContext } from './context.ts';
import { COACHING_ID, SCHOOL_ID } from './institutes.ts';
import { demoBatches, demoSchedule, type YearSpans } from './timetable-batches.ts';
import { attendanceOf, isPast, recordingsOf, type StoredItem } from './timetable-marks.ts';
import { hhmm } from './timetable-plan.ts';
import { bulkInsert, reserveIds, type BulkColumn } from './bulk-insert.ts';

const SCHEDULE_COLUMNS: BulkColumn<Insertable<ScheduleTable>>[] = [
  ['id', 'int'],
  ['institute_id', 'int'],
  ['batch_id', 'int'],
  ['class_type', 'text'],
  ['date', 'date'],
  ['end_date', 'date'],
  ['start_time', 'time'],
  ['end_time', 'time'],
  ['subject_name', 'text'],
  ['topics_covered', 'text'],
  ['teacher_name', 'text'],
  ['teacher_photo_urls', 'text'],
  ['classroom', 'text'],
  ['session_name', 'text'],
  ['session_link', 'text'],
  ['live_meeting_with', 'text'],
  ['description', 'text'],
  ['test_id', 'int'],
  ['test_inst_id', 'int'],
];
const RECORDING_COLUMNS: BulkColumn<Insertable<RecordingTable>>[] = [
  ['schedule_id', 'int'],
  ['session_name', 'text'],
  ['duration_minutes', 'int'],
  ['size_mb', 'numeric'],
  ['recorded_at', 'timestamptz'],
  ['uploaded_on', 'text'],
  ['video_id', 'text'],
  ['vimeo_video_id', 'text'],
];
const ATTENDANCE_COLUMNS: BulkColumn<Insertable<AttendanceTable>>[] = [
  ['schedule_id', 'int'],
  ['student_id', 'int'],
  ['batch_id', 'int'],
  ['status', 'text'],
  ['custom_class_type', 'text'],
  ['home_work_status', 'text'],
  ['remark', 'text'],
  ['homework_assigned', 'text'],
  ['attendance_note', 'text'],
];

/** The academic years' dates as stored (a demo database may have been created another year). */
async function yearSpans(ctx: SeedContext): Promise<YearSpans> {
  const rows = await ctx.trx.selectFrom('academic_year').select(['id', 'start_date', 'end_date']).execute();
  const span = (id: number) => {
    const r = rows.find((y) => y.id === id)!;
    return { start: r.start_date, end: r.end_date };
  };
  return new Map([...ctx.years].map(([institute, ids]) => [institute, { previous: span(ids.previous), current: span(ids.current) }]));
}

function scheduleRow(item: StoredItem, institute: number): Insertable<ScheduleTable> {
  return {
    id: item.id,
    institute_id: institute,
    batch_id: item.batchId,
    class_type: item.class_type,
    date: item.date,
    end_date: item.end_date ?? item.date,
    start_time: hhmm(item.start),
    end_time: hhmm(item.end),
    subject_name: item.subject_name ?? null,
    topics_covered: item.topics_covered ?? null,
    teacher_name: item.teacher_name ?? null,
    teacher_photo_urls: item.teacher_photo_urls ?? '',
    classroom: item.classroom ?? null,
    session_name: item.session_name ?? null,
    session_link: item.session_link ?? null,
    live_meeting_with: item.live_meeting_with ?? null,
    description: item.description ?? null,
    test_id: item.test_id ?? null,
    test_inst_id: item.test_inst_id ?? null,
  };
}

/**
 * The demo timetable (migration 0004): batches and their learners, both academic years of
 * every institute week by week, recordings of past live classes, attendance of every past
 * offline class, and the institutes' recording settings. Dates come from the stored academic
 * years and ctx.today; the live class in progress and the open exams from ctx.now.
 */
export async function seedTimetable(ctx: SeedContext): Promise<void> {
  const { trx, today } = ctx;
  const nowMinutes = localNow(ctx.now, INSTITUTE_TIME_ZONE).minutes;
  const spans = await yearSpans(ctx);
  const batches = demoBatches().filter((b) => spans.has(b.institute));

  const batchIds = new Map((await reserveIds(trx, 'batch', batches.length)).map((id, i) => [batches[i]!.key, id]));
  await trx
    .insertInto('batch')
    .values(
      batches.map((b) => ({
        id: batchIds.get(b.key)!,
        institute_id: b.institute,
        academic_year_id: ctx.years.get(b.institute)![b.year],
        name: b.name,
        course_name: b.course_name,
        master_course_name: b.master_course_name,
        product_name: b.product_name,
      })),
    )
    .execute();
  await trx
    .insertInto('batch_member')
    .values(batches.flatMap((b) => b.userIds.map((user_id) => ({ user_id, batch_id: batchIds.get(b.key)! }))))
    .execute();

  const institutes = new Map(batches.map((b) => [b.key, b.institute]));
  const items = demoSchedule(batches, spans, today, nowMinutes);
  const ids = await reserveIds(trx, 'schedule', items.length);
  const saved: StoredItem[] = items.map((item, i) => ({ ...item, id: ids[i]!, batchId: batchIds.get(item.batch)! }));
  await bulkInsert(trx, 'schedule', saved.map((item) => scheduleRow(item, institutes.get(item.batch)!)), SCHEDULE_COLUMNS);

  const students = new Map(batches.map((b) => [b.key, b.studentIds]));
  const past = saved.filter((item) => isPast(item, today, nowMinutes));
  const recordings = past.filter((item) => item.class_type === 'Online Class').flatMap(recordingsOf);
  const attendance = past.filter((item) => item.class_type === 'Class').flatMap((item) => students.get(item.batch)!.map((s) => attendanceOf(item, s)));
  await bulkInsert(trx, 'recording', recordings, RECORDING_COLUMNS);
  await bulkInsert(trx, 'attendance', attendance, ATTENDANCE_COLUMNS);

  // The school shows stored and Vimeo plays and lets Vimeo recordings be downloaded
  // [LIVE-REC-1..6]; the coaching institute shows the stored play only.
  await trx.updateTable('institute').set({ live_recording_view: 5, vimeo_downloadable: true }).where('id', '=', SCHOOL_ID).execute();
  await trx.updateTable('institute').set({ live_recording_view: 1 }).where('id', '=', COACHING_ID).execute();
}

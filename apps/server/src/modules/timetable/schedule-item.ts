import type { TRecording, TScheduleItem } from '@portal/contract';
import { dayNumber, formatWallTime, isoInZone } from '@portal/domain';
import type { ItemRow, listRecordings } from './timetable.repository.ts';

type RecordingRow = Awaited<ReturnType<typeof listRecordings>>[number];

/** A `time` column ('HH:MM:SS') as the wire's 12-hour text, e.g. '09:40 AM' [TT-PHASE-1]. */
export function twelveHour(time: string): string {
  return formatWallTime(time.slice(0, 5));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Minutes from the start to the end, as text [TT-CUT-2]; an item spanning days (an online
 * exam open over a weekend) counts its whole window.
 */
export function durationMinutes(row: Pick<ItemRow, 'date' | 'end_date' | 'start_time' | 'end_time'>): string {
  const days = (dayNumber(row.end_date) ?? 0) - (dayNumber(row.date) ?? 0);
  return String(days * 1440 + minutesOf(row.end_time) - minutesOf(row.start_time));
}

export function toRecording(r: RecordingRow, timeZone: string): TRecording {
  return {
    download_id: r.id,
    video_id: r.video_id,
    vimeo_video_id: r.vimeo_video_id,
    session_name: r.session_name,
    video_duration: `${r.duration_minutes} mins`,
    video_size: Number(r.size_mb),
    recording_date_time: isoInZone(r.recorded_at, timeZone),
    recording_uploaded_on: r.uploaded_on,
  };
}

/**
 * The wire form of a schedule item [S2 §3]: every field present, null where the class type
 * has none. session_id is our schedule id for live classes (the Join call names it);
 * student_attendance_percent is the batch's share for offline classes only.
 */
export function toScheduleItem(row: ItemRow, recordings: TRecording[], attendancePercent: number | null): TScheduleItem {
  const live = row.class_type === 'Online Class';
  return {
    schedule_id: row.id,
    date: row.date,
    class_type: row.class_type,
    start_time: twelveHour(row.start_time),
    end_time: twelveHour(row.end_time),
    end_date: row.end_date,
    duration: durationMinutes(row),
    subject_name: row.subject_name,
    course: row.batch_name,
    course_name: row.course_name,
    master_course_name: row.master_course_name,
    product_name: row.product_name,
    topics_covered: row.topics_covered,
    teacher_name: row.teacher_name,
    t_photo_url: row.teacher_photo_urls,
    classroom: row.classroom,
    student_attendance_percent: row.class_type === 'Class' ? attendancePercent : null,
    batch_id: row.batch_id,
    session_id: live ? row.id : null,
    session_name: row.session_name,
    session_link: row.session_link,
    live_meeting_with: row.live_meeting_with,
    download_links: live ? recordings : [],
    description: row.description,
    test_id: row.test_id,
    test_inst_id: row.test_inst_id,
  };
}

import type { Insertable } from 'kysely';
import type { AttendanceTable, RecordingTable } from '../db/types-timetable.ts';
import { homeworkFor } from './timetable-curriculum.ts';
import { hashOf, hhmm, pick, type ScheduleSeed } from './timetable-plan.ts';

/** An inserted schedule item: the seed's item with its database ids. */
export type StoredItem = ScheduleSeed & { id: number; batchId: number };

/** Whether an item had ended when the seed ran (today's count once their end has passed). */
export function isPast(item: ScheduleSeed, today: string, nowMinutes: number): boolean {
  return item.date < today || (item.date === today && item.end <= nowMinutes);
}

const REMARKS = ['Good participation in class', 'Answered questions confidently', 'Needs to revise the previous chapter', 'Neat notebook work', 'Attentive throughout the period'];
const ABSENCE_NOTES = [
  'Leave application received: fever',
  'Absent without information',
  'Family function (informed by parent)',
  'Medical leave',
  'Represented the school at an inter-school quiz',
];
const LATE_NOTES = ['Late: school bus delayed', 'Late: arrived after the assembly'];

/**
 * A student's mark for one past offline class. Everything comes from a hash of the student,
 * the day and the period, so every seed gives the same marks and tests can count them. Most
 * marks are P (81-90 % depending on the student), about two thirds of the rest A, the others
 * L (late); homework, remarks and notes follow the status.
 */
export function attendanceOf(item: StoredItem, studentId: number): Insertable<AttendanceTable> {
  const h = hashOf(`${studentId}|${item.date}|${item.start}`);
  const roll = h % 100;
  const present = 90 - (studentId % 4) * 3;
  const status = roll < present ? 'P' : roll < present + Math.round(((100 - present) * 2) / 3) ? 'A' : 'L';
  const chapter = (item.topics_covered ?? '').replace(/ \(practical\)$/, '');
  const homework = chapter ? homeworkFor(item.subject_name ?? '', chapter, h % 7) : null;
  const kind = (h >>> 8) % 100;
  const work = (h >>> 16) % 100;
  return {
    schedule_id: item.id,
    student_id: studentId,
    batch_id: item.batchId,
    status,
    custom_class_type: kind < 6 ? 'Extra class' : kind < 10 ? 'Remedial' : 'Regular',
    homework_assigned: homework,
    home_work_status: !homework ? null : status === 'A' || work >= 92 ? 'Not submitted' : work < 78 ? 'Completed' : 'Incomplete',
    remark: status === 'L' ? 'Reached after the roll call' : status === 'P' && (h >>> 4) % 100 < 12 ? pick(REMARKS, `${h}r`) : null,
    attendance_note: status === 'A' ? pick(ABSENCE_NOTES, `${h}a`) : status === 'L' ? pick(LATE_NOTES, `${h}l`) : null,
  };
}

/**
 * Recordings of a past live class: none for about a quarter of them (the 'recording list is
 * not available' case [TT-PHASE-8]), one for half, two parts for the rest; stored on Vimeo or
 * on the institute's own storage ('Proctur'). Times are India's (+05:30, no daylight saving),
 * the zone of every demo institute. A Vimeo recording has its Vimeo id; most have a protected
 * copy too (video_id), one in five has none, so its protected play is disabled [LIVE-REC-7].
 */
export function recordingsOf(item: StoredItem): Insertable<RecordingTable>[] {
  const h = hashOf(`rec|${item.batch}|${item.date}|${item.start}`);
  const parts = [0, 1, 1, 2][h % 4]!;
  const total = item.end - item.start - (h % 7);
  const uploadedOn = h % 3 === 0 ? 'Vimeo' : 'Proctur';
  const startedAt = new Date(`${item.date}T${hhmm(item.start)}:00+05:30`).getTime();
  const out: Insertable<RecordingTable>[] = [];
  let offset = 0;
  for (let i = 0; i < parts; i++) {
    const minutes = parts === 1 ? total : i === 0 ? Math.round(total * 0.55) : total - Math.round(total * 0.55);
    out.push({
      schedule_id: item.id,
      session_name: i === 0 ? item.session_name! : `${item.session_name} (part 2)`,
      duration_minutes: minutes,
      size_mb: Math.round(minutes * (uploadedOn === 'Vimeo' ? 7.8 : 5.4) * 100) / 100,
      recorded_at: new Date(startedAt + (offset + 1) * 60_000).toISOString(),
      uploaded_on: uploadedOn,
      video_id: (h >>> 5) % 5 === 0 ? null : `rec-${item.id}-${i + 1}`,
      vimeo_video_id: uploadedOn === 'Vimeo' ? String(760_000_000 + ((h >>> 3) % 9_000_000) * 10 + i) : null,
    });
    offset += minutes;
  }
  return out;
}

import type { TLiveClass, TRecording } from '@portal/contract';
import { instantOfWall, isoInZone } from '@portal/domain';
import type { ItemRow } from '../timetable/timetable.service.ts';

/** A live class row read with its instants: the wire item and when it starts and ends. */
export type TimedLiveClass = { item: TLiveClass; start: number; end: number };

/**
 * The wire form of a live class [S1 §3.5]: start and end as ISO with the institute's offset
 * (decision 060), the batch's course as course_list, the teachers and photos as stored
 * (comma-separated). Null when the stored date or time cannot be read (never shown).
 */
export function toLiveClass(row: ItemRow, recordings: TRecording[], timeZone: string): TimedLiveClass | null {
  const start = instantOfWall(row.date, row.start_time, timeZone);
  const end = instantOfWall(row.end_date, row.end_time, timeZone);
  if (!start || !end) return null;
  const course = row.course_name?.trim() || row.product_name?.trim() || row.batch_name;
  return {
    start: start.getTime(),
    end: end.getTime(),
    item: {
      session_id: row.id,
      session_name: row.session_name ?? '',
      start_datetime: isoInZone(start, timeZone),
      end_datetime: isoInZone(end, timeZone),
      course_list: [{ course_name: course }],
      teachersName: row.teacher_name ?? '',
      t_photo_url: row.teacher_photo_urls,
      session_link: row.session_link,
      live_meeting_with: row.live_meeting_with,
      download_links: recordings,
    },
  };
}

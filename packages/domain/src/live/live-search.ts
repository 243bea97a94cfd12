import { dayKey, formatDate } from '../format/date-time.ts';

/** What the search reads of a class [LIVE-SEARCH-2]. */
export type LiveSearchable = {
  end_datetime: string;
  session_name?: string | null;
  teachersName?: string | null;
  course_list?: readonly { course_name?: string | null }[] | null;
};

/**
 * Keeps the classes matching the search [LIVE-SEARCH-1] [LIVE-SEARCH-2]: a case-insensitive
 * contains test on the end date, the course names, the teacher names and the session name; a
 * class is kept when any one contains the text. The end date is matched as shown (DD-MM-YYYY in
 * the institute's zone) and as YYYY-MM-DD. Decision: the text is trimmed, and an empty search
 * keeps every class.
 */
export function searchLiveClasses<T extends LiveSearchable>(classes: readonly T[], search: string, timeZone: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...classes];
  return classes.filter((c) => {
    const end = Date.parse(c.end_datetime);
    const dates = Number.isNaN(end) ? [c.end_datetime] : [formatDate(new Date(end), timeZone), dayKey(new Date(end), timeZone)];
    const fields = [...dates, c.session_name, c.teachersName, ...(c.course_list ?? []).map((course) => course.course_name)];
    return fields.some((f) => (f ?? '').toLowerCase().includes(needle));
  });
}

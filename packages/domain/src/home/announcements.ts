export type AnnouncementLike = {
  ancmnt_title: string;
  description: string;
  updated_by: string;
  announced_date: string;
  announced_time: string;
  /** Comma-separated, as on the wire [HOME-ANN-7]. */
  batch_sec_names: string;
};

/**
 * batch_sec_names on the wire: the names joined by commas without spaces [HOME-ANN-7], which the
 * spec's client splits on ',' (issue 12, decision 030); '' when the notice is for everyone.
 */
export function joinBatchNames(names: readonly string[]): string {
  return names.join(',');
}

/** The names of a batch_sec_names text, trimmed and without empty parts [HOME-ANN-7]. */
export function splitBatchNames(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** The dashboard shows this many announcements [HOME-ANN-1]. */
export const HOME_ANNOUNCEMENT_COUNT = 3;

const when = (a: AnnouncementLike) => `${a.announced_date}T${a.announced_time}`;

/** Newest first by announced date and time (ties keep the server's order). */
export function sortAnnouncements<T extends AnnouncementLike>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (when(a) < when(b) ? 1 : when(a) > when(b) ? -1 : 0));
}

/**
 * The latest n announcements [HOME-ANN-1]. Decision for [HOME-ANN-9]: 'latest' means
 * announced_date + announced_time, newest first (updated_date is when it was edited, not when
 * it was announced).
 */
export function latestAnnouncements<T extends AnnouncementLike>(list: readonly T[], n = HOME_ANNOUNCEMENT_COUNT): T[] {
  return sortAnnouncements(list).slice(0, n);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The readable text of an HTML fragment, for search only (never rendered). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, e: string) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The View All search [HOME-ANN-3]: case-insensitive 'contains' over the title, the
 * description's text (tags stripped), updated_by and the batch or section names (decision for
 * [HOME-ANN-9]). An empty query keeps everything; the order is newest first.
 */
export function filterAnnouncements<T extends AnnouncementLike>(list: readonly T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase();
  const sorted = sortAnnouncements(list);
  if (!q) return sorted;
  return sorted.filter((a) =>
    [a.ancmnt_title, htmlToText(a.description), a.updated_by, ...splitBatchNames(a.batch_sec_names)].some((field) => field.toLocaleLowerCase().includes(q)),
  );
}

/**
 * The announcement fetch logs out on 403 like every call [SESSION-FORBID-1] and also on 400
 * [SESSION-FORBID-4].
 */
export function announcementFailureEndsSession(status: number | null | undefined): boolean {
  return status === 403 || status === 400;
}

/** User type 99 asks without a student id, every other type with it [HOME-ANN-8]. */
export function announcementStudentId(userType: number, studentId: number | null | undefined): number | undefined {
  if (userType === 99 || studentId === null || studentId === undefined) return undefined;
  return studentId;
}

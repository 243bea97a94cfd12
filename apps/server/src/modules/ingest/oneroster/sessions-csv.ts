// sessions.csv (issue 34): a timetable beside OneRoster's files, which have none; also what
// PUT /api/ingest/v1/sessions takes as text/csv.

/** sessions.csv's columns (issue 34) for the session record's fields. */
export const SESSION_COLUMNS = { source_id: 'sourcedId', batch_source_id: 'classSourcedId', start_time: 'startTime', end_time: 'endTime', join_url: 'joinUrl', teacher_source_ids: 'teacherSourcedIds' } as const;

/** OneRoster's deletion mark on a CSV row. */
export const isDeletedRow = (v: Record<string, string>) => (v.status ?? '').trim().toLowerCase() === 'tobedeleted';

/** A sessions.csv row as the sessions area's record (also PUT /sessions with text/csv). */
export function sessionRecord(v: Record<string, string>): Record<string, unknown> {
  if (isDeletedRow(v)) return { source_id: v.sourcedId, status: 'tobedeleted' };
  const optional = (cell: string | undefined) => cell || undefined;
  const teachers = (v.teacherSourcedIds ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  return {
    source_id: v.sourcedId,
    batch_source_id: v.classSourcedId,
    date: v.date,
    start_time: v.startTime,
    end_time: v.endTime,
    subject: optional(v.subject),
    // Staff source ids (OneRoster teachers) in place of a name: their names and photos follow them.
    ...(teachers.length ? { teacher_source_ids: teachers } : { teacher: optional(v.teacher) }),
    room: optional(v.room),
    mode: (v.mode ?? '').trim().toLowerCase() || undefined,
    join_url: optional(v.joinUrl),
    topics: optional(v.topics),
  };
}

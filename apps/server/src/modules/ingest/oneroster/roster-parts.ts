import type { ImportPart, UploadRow } from '../import-engine.ts';
import type { RowProblem } from '../import-records.ts';
import { ACADEMIC_SESSION_COLUMNS, academicYearRows } from './academic-sessions.ts';
import { demographicsOf } from './demographics.ts';
import { gradebookRows, LINE_ITEM_COLUMNS, RESULT_COLUMNS } from './gradebook.ts';
import type { OneRosterPackage, PackageFile } from './read-package.ts';
import { isDeletedRow, SESSION_COLUMNS, sessionRecord } from './sessions-csv.ts';

const PARENT_ROLES = new Set(['parent', 'guardian', 'relative']);
// The people a timetable's classes name as teachers (staff: a name and a photo, no account).
const STAFF_ROLES = new Set(['teacher', 'aide']);
const list = (cell: string | undefined) => (cell ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const deleted = isDeletedRow;

/**
 * A part of the import named by its area: the planning runs in a worker thread (roster-worker.ts),
 * which loads no area handler (nor the database code they bring); the caller puts the handler in.
 */
export type RosterPart = Omit<ImportPart, 'handler'> & { area: string };

export type Mapped = { parts: RosterPart[]; problems: RowProblem[]; skipped: number };

/**
 * A OneRoster package's files as the import's parts, in dependency order (decision 078):
 * school years -> academic years; classes (with their course) -> batches; users with role
 * student -> students, parent/guardian/relative -> parents (children from agentSourcedIds, in
 * either direction), with their demographics (birth date, sex); enrollments with role student
 * -> enrollments; lineItems and their results -> offline exams and marks. Rows of another org than
 * `org` are reported; rows with no place in the portal (terms, teachers...) are counted skipped.
 */
export function rosterParts(pkg: OneRosterPackage, org: string, today: string): Mapped {
  const problems: RowProblem[] = [];
  let skipped = 0;
  const parts: RosterPart[] = [];
  const part = (area: string, file: PackageFile, rows: UploadRow[], columns?: Record<string, string>) =>
    rows.length && parts.push({ area, mode: file.mode, scope: `oneroster:${file.name}`, file: file.name, rows, columns });
  const otherOrg = (file: PackageFile, line: number, v: Record<string, string>, column: string) => {
    const named = (v[column] ?? '').trim();
    if (!named || named === org || deleted(v)) return false;
    problems.push({ file: file.name, line, source_id: v.sourcedId ?? null, field: column, message: `${column}: '${named}' is another org than this institute's ('${org}')` });
    return true;
  };

  const sessions = pkg.files.get('academicSessions');
  const yearOf = new Map<string, string>(); // any session -> its school year
  if (sessions) {
    const years = academicYearRows(sessions, today);
    skipped += years.skipped;
    part('academic-years', sessions, years.rows, ACADEMIC_SESSION_COLUMNS);
    for (const { value: v } of sessions.records) yearOf.set(v.sourcedId ?? '', v.type === 'schoolYear' ? v.sourcedId ?? '' : (v.parentSourcedId ?? '').trim());
  }

  const courses = new Map((pkg.files.get('courses')?.records ?? []).map(({ value: v }) => [v.sourcedId ?? '', v]));
  const classes = pkg.files.get('classes');
  if (classes) {
    const rows: UploadRow[] = [];
    for (const { line, value: v } of classes.records) {
      if (otherOrg(classes, line, v, 'schoolSourcedId')) continue;
      if (deleted(v)) {
        rows.push({ line, value: { source_id: v.sourcedId, status: 'tobedeleted' } });
        continue;
      }
      const course = courses.get((v.courseSourcedId ?? '').trim());
      const year = list(v.termSourcedIds).map((t) => yearOf.get(t)).find(Boolean) ?? (course?.schoolYearSourcedId || undefined);
      rows.push({ line, value: { source_id: v.sourcedId, name: v.title, academic_year_source_id: year, course_name: course?.title || undefined } });
    }
    part('batches', classes, rows, { source_id: 'sourcedId', name: 'title', academic_year_source_id: 'termSourcedIds' });
  }

  const users = pkg.files.get('users');
  const enrollments = pkg.files.get('enrollments');
  if (users) {
    // OneRoster 1.1 has users.role; 1.2 puts the roles in roles.csv (its primary role wins).
    const roleOf = new Map<string, string>();
    for (const { value: v } of pkg.files.get('roles')?.records ?? []) if (!roleOf.has(v.userSourcedId ?? '') || v.roleType === 'primary') roleOf.set(v.userSourcedId ?? '', (v.role ?? '').trim());
    const role = (v: Record<string, string>) => (v.role ?? '').trim() || roleOf.get(v.sourcedId ?? '') || '';
    // A parent's agents are their children unless this package says an agent is no student (a
    // delta may hold the parent alone: the children were imported before and are checked then).
    const roleIn = new Map(users.records.map(({ value: v }) => [v.sourcedId ?? '', role(v)]));
    const children = new Map<string, Set<string>>();
    const link = (parent: string, child: string) => (children.get(parent) ?? children.set(parent, new Set()).get(parent)!).add(child);
    for (const { value: v } of users.records) {
      for (const agent of list(v.agentSourcedIds)) {
        if (role(v) === 'student') link(agent, v.sourcedId ?? '');
        else if (PARENT_ROLES.has(role(v)) && (roleIn.get(agent) ?? 'student') === 'student') link(v.sourcedId ?? '', agent);
      }
    }
    const yearsOf = new Map<string, Set<string>>();
    const classYear = new Map((classes?.records ?? []).map(({ value: v }) => [v.sourcedId ?? '', list(v.termSourcedIds).map((t) => yearOf.get(t)).find(Boolean) ?? courses.get(v.courseSourcedId ?? '')?.schoolYearSourcedId]));
    for (const { value: v } of enrollments?.records ?? []) {
      const year = classYear.get(v.classSourcedId ?? '');
      if (year && !deleted(v)) (yearsOf.get(v.userSourcedId ?? '') ?? yearsOf.set(v.userSourcedId ?? '', new Set()).get(v.userSourcedId ?? '')!).add(year);
    }
    const demographics = demographicsOf(pkg.files.get('demographics'), problems);
    const studentRows: UploadRow[] = [];
    const parentRows: UploadRow[] = [];
    const staffRows: UploadRow[] = [];
    for (const { line, value: v } of users.records) {
      const r = role(v);
      const person = { source_id: v.sourcedId, name: [v.preferredGivenName || v.givenName, v.familyName].filter((s) => s?.trim()).join(' '), phone: v.sms || v.phone || undefined, email: v.email || undefined };
      if (deleted(v) && (r === 'student' || PARENT_ROLES.has(r) || STAFF_ROLES.has(r) || !r)) {
        // A delta's deletion may carry no role: it is tried as each (those not imported count unchanged).
        const gone = { line, value: { source_id: v.sourcedId, status: 'tobedeleted' } };
        if (!r || PARENT_ROLES.has(r)) parentRows.push(gone);
        if (!r || r === 'student') studentRows.push(gone);
        if (!r || STAFF_ROLES.has(r)) staffRows.push(gone);
      } else if (STAFF_ROLES.has(r)) {
        staffRows.push({ line, value: { source_id: v.sourcedId, name: person.name } });
      } else if (r === 'student') {
        studentRows.push({ line, value: { ...person, ...demographics.get(v.sourcedId ?? ''), display_id: v.identifier || v.userMasterIdentifier || undefined, academic_year_source_ids: [...(yearsOf.get(v.sourcedId ?? '') ?? [])], login_allowed: (v.enabledUser ?? 'true').trim().toLowerCase() !== 'false' } });
      } else if (PARENT_ROLES.has(r)) {
        parentRows.push({ line, value: { ...person, children_source_ids: [...(children.get(v.sourcedId ?? '') ?? [])] } });
      } else skipped++;
    }
    const columns = { source_id: 'sourcedId', name: 'givenName', phone: 'sms', email: 'email', children_source_ids: 'agentSourcedIds', date_of_birth: 'birthDate', gender: 'sex' };
    part('staff', users, staffRows, columns);
    part('students', users, studentRows, columns);
    part('parents', users, parentRows, columns);
  } else skipped += pkg.files.get('demographics')?.records.length ?? 0; // read with users.csv only: the students' records carry them

  if (enrollments) {
    const rows: UploadRow[] = [];
    for (const { line, value: v } of enrollments.records) {
      if (otherOrg(enrollments, line, v, 'schoolSourcedId')) continue;
      if (deleted(v)) rows.push({ line, value: { source_id: v.sourcedId, status: 'tobedeleted' } });
      else if ((v.role ?? '').trim() === 'student') rows.push({ line, value: { source_id: v.sourcedId, batch_source_id: v.classSourcedId, student_source_id: v.userSourcedId } });
      else skipped++;
    }
    part('enrollments', enrollments, rows, { source_id: 'sourcedId', batch_source_id: 'classSourcedId', student_source_id: 'userSourcedId' });
  }

  // Our timetable beside OneRoster's files (it has none): sessions.csv, a class per row (after
  // the staff its teachers name).
  const timetable = pkg.files.get('sessions');
  if (timetable) {
    const rows: UploadRow[] = timetable.records.map(({ line, value: v }) => ({ line, value: sessionRecord(v) }));
    part('sessions', timetable, rows, SESSION_COLUMNS);
  }

  const lineItems = pkg.files.get('lineItems');
  const results = pkg.files.get('results');
  const gradebook = gradebookRows(pkg, lineItems, results, (file, line, v) => otherOrg(file, line, v, 'schoolSourcedId'));
  problems.push(...gradebook.problems);
  skipped += gradebook.skipped;
  if (lineItems) part('offline-exams', lineItems, gradebook.exams, LINE_ITEM_COLUMNS);
  if (results) part('offline-marks', results, gradebook.marks, RESULT_COLUMNS);
  return { parts, problems, skipped };
}

// The OneRoster 1.2 CSV package of the import bench (oneroster-import.mjs), made in memory: one
// school org, one school year, `classes` classes of one course, `students` students (each with a
// phone, in a class, `students / classes` a class), a parent per student linked both ways by
// agentSourcedIds, roles.csv with each user's primary role, and each student's enrollment.
import { strToU8, zipSync } from 'fflate';

export const ORG = 'org-bench-school';
const YEAR = 'as-bench-2026';
const COURSE = 'crs-bench';
const STAMP = '2026-04-01T00:00:00.000Z';

const pad = (n, width) => String(n).padStart(width, '0');
const csv = (header, rows) => [header.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n';
const student = (i) => `usr-s-${pad(i, 6)}`;
const parent = (i) => `usr-p-${pad(i, 6)}`;
const klass = (c) => `cls-${pad(c, 4)}`;

/**
 * The package's files, by name, and what importing it creates: the school year, the classes
 * (batches), the students, the parents and the enrollments (`records`, each counted `created`).
 */
export function benchRoster({ students = 50_000, classes = 1000 } = {}) {
  const classOf = (i) => i % classes;
  const files = {
    'manifest.csv': csv(['propertyName', 'value'], [
      ['manifest.version', '1.0'],
      ['oneroster.version', '1.2'],
      ...['orgs', 'academicSessions', 'courses', 'classes', 'users', 'roles', 'enrollments'].map((f) => [`file.${f}`, 'bulk']),
      ...['demographics', 'categories', 'lineItems', 'results', 'classResources', 'courseResources', 'resources'].map((f) => [`file.${f}`, 'absent']),
      ['source.systemName', 'Bench SIS'],
    ]),
    'orgs.csv': csv(['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'], [[ORG, '', STAMP, 'Bench School', 'school', 'BS', '']]),
    'academicSessions.csv': csv(['sourcedId', 'status', 'dateLastModified', 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'], [[YEAR, '', STAMP, '2026-27', 'schoolYear', '2026-04-01', '2027-03-31', '', '2027']]),
    'courses.csv': csv(['sourcedId', 'status', 'dateLastModified', 'schoolYearSourcedId', 'title', 'courseCode', 'grades', 'orgSourcedId'], [[COURSE, '', STAMP, YEAR, 'Bench Course', 'BC', '08', ORG]]),
    'classes.csv': csv(
      ['sourcedId', 'status', 'dateLastModified', 'title', 'grades', 'courseSourcedId', 'classCode', 'classType', 'location', 'schoolSourcedId', 'termSourcedIds'],
      Array.from({ length: classes }, (_, c) => [klass(c), '', STAMP, `Bench Class ${pad(c, 4)}`, '08', COURSE, `BC${c}`, 'homeroom', '', ORG, YEAR]),
    ),
  };
  const users = [];
  const roles = [];
  const enrollments = [];
  for (let i = 0; i < students; i++) {
    // sourcedId,status,dateLastModified,enabledUser,username,givenName,familyName,identifier,email,sms,agentSourcedIds,primaryOrgSourcedId
    users.push([student(i), '', STAMP, 'true', `s${i}`, 'Student', `Bench${i}`, `BS-${pad(i, 6)}`, '', `72${pad(i, 8)}`, parent(i), ORG]);
    users.push([parent(i), '', STAMP, 'true', `p${i}`, 'Parent', `Bench${i}`, '', `parent${i}@bench.example`, `73${pad(i, 8)}`, student(i), ORG]);
    roles.push([`rl-s-${i}`, '', STAMP, student(i), 'primary', 'student', ORG], [`rl-p-${i}`, '', STAMP, parent(i), 'primary', 'parent', ORG]);
    enrollments.push([`enr-${pad(i, 6)}`, '', STAMP, klass(classOf(i)), ORG, student(i), 'student', '', '2026-04-01', '']);
  }
  files['users.csv'] = csv(['sourcedId', 'status', 'dateLastModified', 'enabledUser', 'username', 'givenName', 'familyName', 'identifier', 'email', 'sms', 'agentSourcedIds', 'primaryOrgSourcedId'], users);
  files['roles.csv'] = csv(['sourcedId', 'status', 'dateLastModified', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'], roles);
  files['enrollments.csv'] = csv(['sourcedId', 'status', 'dateLastModified', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'beginDate', 'endDate'], enrollments);
  return { files, records: { years: 1, classes, students, parents: students, enrollments: students } };
}

/** The package as the zip an SIS would send. */
export function zipOf(files) {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}

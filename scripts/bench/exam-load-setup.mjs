// Set-up of the exam load bench (exam-load.mjs), not measured: a fresh PostgreSQL database, a
// bench test copied from the demo's open test, N students in its batch and a login session each.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export const BENCH_DB = 'portal_bench_exam';
export const DATA_DIR = '.tmp/bench-exam-data';
export const DEFAULT_DATABASE_URL = 'postgres://portal:portal@127.0.0.1:5432/postgres';
export const SERVER = 'apps/server/dist/server.js';

// The demo's coaching institute and the batch its open test is set for (demo/exams-tests-coaching.ts).
export const INSTITUTE = 102;
export const BATCH = 'JEE 2027 - Batch A';
export const OPEN_TEST_NAME = 'Daily Practice Test (open now)';
// Bench people: ids far above the demo's (users 1001.., classmates 3001..).
export const FIRST_USER_ID = 600_000;
export const FIRST_STUDENT_ID = 600_000;
export const FIRST_ACCOUNT_ID = 900_000;

export const TIME_ZONE = 'Asia/Kolkata';

/** The maintenance database and the bench database on the server of DATABASE_URL (or the local one). */
export function databaseUrls(databaseUrl, name = BENCH_DB) {
  const base = new URL(databaseUrl || DEFAULT_DATABASE_URL);
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const bench = new URL(base);
  bench.pathname = `/${name}`;
  const shown = new URL(bench);
  if (shown.password) shown.password = '***';
  return { admin: admin.href, bench: bench.href, shown: shown.href };
}

export async function freshDatabase(adminUrl, shown, name = BENCH_DB) {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`cannot reach PostgreSQL for ${shown} (${err.message}); is it running? (pg_ctlcluster 15 main start)`, { cause: err });
  }
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl, name = BENCH_DB) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

const sha256 = (s) => createHash('sha256').update(s).digest('hex');
// The form of the demo classmates' password field: argon2id, random, matched by no password.
const lockedHash = () => `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(16).toString('base64').replace(/=+$/, '')}$${randomBytes(32).toString('base64').replace(/=+$/, '')}`;

/** A copy of the source test for the batch (sections, questions, label), open from before now until well after the run. */
async function copyTest(db, sourceId, batchId, name, durationMinutes) {
  const testId = (
    await db.query(
      `insert into exam_test (institute_id, label_id, test_type_id, test_name, title, instructions_html, starts_at, ends_at, duration_minutes, test_limit)
       select institute_id, label_id, test_type_id, $2, title, instructions_html, now() - interval '10 minutes', now() + $3 * interval '1 minute', $4, 1
         from exam_test where id = $1
       returning id`,
      [sourceId, name, durationMinutes + 60, durationMinutes],
    )
  ).rows[0].id;
  await db.query('insert into exam_test_section (test_id, section_no, section_name) select $2, section_no, section_name from exam_test_section where test_id = $1', [sourceId, testId]);
  await db.query(
    `insert into exam_test_question (test_id, question_id, position, section_no, marks_num, marks_den, negative_num, negative_den)
     select $2, question_id, position, section_no, marks_num, marks_den, negative_num, negative_den from exam_test_question where test_id = $1`,
    [sourceId, testId],
  );
  await db.query('insert into exam_test_batch (test_id, batch_id) values ($1, $2)', [testId, batchId]);
  return testId;
}

/**
 * The bench test and students, written into the seeded database: the test copies the batch's open
 * test (sections, questions, label), open from before now until well after the run; each student
 * is a member of the batch with a session as the login opens one (token hash, the institute's
 * current year, device, zone). The session lasts a day rather than to the login day's end, so a
 * run across midnight in India is not cut by it.
 */
export async function prepare(db, o, runSeconds) {
  // The year a login puts in the session (auth.repository findCurrentYear); the batch's tests reach
  // the session only through a batch of that year or of none (exams.repository batchTests).
  const year = (await db.query('select id from academic_year where institute_id = $1 order by is_current desc, start_date desc limit 1', [INSTITUTE])).rows[0]?.id ?? null;
  const batch = (
    await db.query(
      `select id from batch where institute_id = $1 and name = $2 and ($3::int is null or academic_year_id is null or academic_year_id = $3)
        order by academic_year_id is null, id desc limit 1`,
      [INSTITUTE, BATCH, year],
    )
  ).rows[0];
  if (!batch) throw new Error(`the demo seed has no batch '${BATCH}' at institute ${INSTITUTE} in its current academic year (${year})`);
  const source = (
    await db.query(
      `select t.id, t.test_name, count(*)::int as questions, count(*) filter (where q.kind = 'single')::int as singles
         from exam_test t
         join exam_test_batch tb on tb.test_id = t.id
         join exam_test_question tq on tq.test_id = t.id
         join exam_question q on q.id = tq.question_id
        where tb.batch_id = $1 and t.test_type_id = 4
        group by t.id
       having count(*) filter (where q.kind = 'single') > 0
        order by (t.starts_at <= now() and t.ends_at > now()) desc, (t.test_name = $2) desc, count(*) desc, t.id
        limit 1`,
      [batch.id, OPEN_TEST_NAME],
    )
  ).rows[0];
  if (!source) throw new Error(`no online test of batch '${BATCH}' with single-choice questions in the seed`);

  const durationMinutes = Math.min(1440, Math.ceil(runSeconds / 60) + 30);
  await db.query('begin');
  try {
    const testId = await copyTest(db, source.id, batch.id, `Exam load bench (${o.students} students)`, durationMinutes);
    const warmUpTestId = await copyTest(db, source.id, batch.id, 'Exam load bench warm-up', durationMinutes);

    // The measured students, then the warm-up ones (o.warmUp: exam-load.mjs warmUp).
    const n = o.students + o.warmUp;
    await db.query(
      `insert into app_user (id, institute_id, account_id, user_type, role, name, password_hash)
       select $1 + i, $2, $3 + i, 1, 'user', 'Bench Student ' || (i + 1), $4 from generate_series(0, $5 - 1) as i`,
      [FIRST_USER_ID, INSTITUTE, FIRST_ACCOUNT_ID, lockedHash(), n],
    );
    await db.query(
      `insert into student (id, user_id, institute_id, display_id, is_login_allowed)
       select $1 + i, $2 + i, $3, 'BENCH-' || lpad((i + 1)::text, 5, '0'), 1 from generate_series(0, $4 - 1) as i`,
      [FIRST_STUDENT_ID, FIRST_USER_ID, INSTITUTE, n],
    );
    await db.query('insert into batch_member (user_id, batch_id) select $1 + i, $2 from generate_series(0, $3 - 1) as i', [FIRST_USER_ID, batch.id, n]);

    const students = Array.from({ length: n }, (_, i) => ({ index: i, userId: FIRST_USER_ID + i, studentId: FIRST_STUDENT_ID + i, token: randomBytes(32).toString('base64url') }));
    await db.query(
      `insert into session (token_hash, user_id, institute_id, student_id, academic_year_id, device_id, time_zone, created_at, expires_at, any_child)
       select h, u, $4, s, $5, 'bench-device-' || u, $6, now(), now() + interval '1 day', false
         from unnest($1::text[], $2::int[], $3::int[]) as x(h, u, s)`,
      [students.map((s) => sha256(s.token)), students.map((s) => s.userId), students.map((s) => s.studentId), INSTITUTE, year, TIME_ZONE],
    );
    await db.query('commit');
    return { testId, warmUpTestId, source, students: students.slice(0, o.students), warmUp: students.slice(o.students), durationMinutes };
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}

/**
 * Before the window, not measured: each student has My Exam open, its card loaded (API-EXAM-7),
 * as students wait for an exam that opens at a set time. The server is then warm (its pool
 * connected, its code compiled), as it is on the morning of an exam, not freshly started.
 */
export async function openMyExam(prep, loadCard) {
  let next = 0;
  const failures = [];
  const worker = async () => {
    while (next < prep.students.length) {
      const s = prep.students[next++];
      const r = await loadCard(s);
      if (r.status !== 200) failures.push(`${r.status} ${r.body.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  if (failures.length > 0) throw new Error(`My Exam did not load for ${failures.length} students: ${failures[0]}`);
}

/**
 * Before the window, not measured: the bulk load of the set-up leaves PostgreSQL with work of its
 * own (autovacuum and analyze of the new rows, dirty pages for the next checkpoint) that would
 * otherwise land in the window; an institute's database on the morning of an exam is in a steady
 * state. (Before the warm-up: a new analyze makes every connection plan its statements again.)
 */
export async function maintain(db) {
  const began = performance.now();
  await db.query('vacuum analyze');
  await db.query('checkpoint');
  return performance.now() - began;
}

// Issue 13's exam load, on PostgreSQL: N simulated students (2,000) start one exam within a
// window (10 s), then each saves an answer every 30 s for 5 minutes. Reports p50/p95/p99/max of
// start (launch + enter, per student), of each of the two calls, and of the save; the errors
// (every non-2xx or network failure); and the lost answers (an acknowledged save whose
// (attempt, question) row is missing at the end, or holds a lower seq, or holds that seq with
// another answer). Budgets: p99 start <= 500 ms, p99 save <= 100 ms, errors 0, lost 0. Also
// what a start costs, load-independent (exam-load-probe.mjs): server and database CPU, statements.
//
// Set-up, not measured: a fresh database (portal_bench_exam on the server of DATABASE_URL, else
// postgres://portal:portal@127.0.0.1:5432), the built server on it (it migrates and seeds the
// demo), then, written directly into the database, a bench test (the seeded open test of the
// coaching institute's batch 'JEE 2027 - Batch A' copied: its sections and questions, open for
// the whole run, a duration longer than the run), N students in that batch and a login session
// each (the rows the login writes: the argon2id sign-in of 2,000 students is not what is measured).
// Then, just before the window: each student's My Exam loaded (openMyExam); vacuum, analyze and a
// checkpoint after the bulk load (maintain); 64 other students start another copy of the test
// (warmUp: a server that has run exam starts before); a quiet machine (quietMachine).
//
// Alone: `npm run build`, then `node scripts/bench/exam-load.mjs`. Knobs: BENCH_EXAM_STUDENTS
// (2000), BENCH_EXAM_MINUTES (5), BENCH_EXAM_SAVE_EVERY_S (30), BENCH_EXAM_START_WINDOW_S (10),
// BENCH_EXAM_PORT (3260), BENCH_EXAM_CONNECTIONS (128: the client's keep-alive connections),
// BENCH_EXAM_WARM_UP (64; 0: none), BENCH_EXAM_KEEP_DB=1 (leave the bench database for a look afterwards).
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { BENCH_DB, DATA_DIR, INSTITUTE, SERVER, databaseUrls, dropDatabase, freshDatabase, maintain, openMyExam, prepare } from './exam-load-setup.mjs';
import { ATTEMPT_COOKIE, PANEL, SESSION_COOKIE, cookieValue, launchToken, parse, send, sleepUntil, warmUp } from './exam-load-http.mjs';
import { ERRORS_SHOWN, report } from './exam-load-report.mjs';
import { quietMachine, startCostProbe } from './exam-load-probe.mjs';
import { startServer } from './server-process.mjs';

// Each save picks among this many of the test's single-choice questions, so seqs of a question grow.
const QUESTIONS_PER_STUDENT = 6;

/** The knobs, from the environment. */
export function examLoadOptions(env = process.env) {
  const positive = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name}: expected a positive number, got '${raw}'`);
    return n;
  };
  return {
    students: Math.round(positive('BENCH_EXAM_STUDENTS', 2000)),
    minutes: positive('BENCH_EXAM_MINUTES', 5),
    saveEverySeconds: positive('BENCH_EXAM_SAVE_EVERY_S', 30),
    startWindowSeconds: positive('BENCH_EXAM_START_WINDOW_S', 10),
    port: Math.round(positive('BENCH_EXAM_PORT', 3260)),
    connections: Math.round(positive('BENCH_EXAM_CONNECTIONS', 128)),
    warmUp: env.BENCH_EXAM_WARM_UP === '0' ? 0 : Math.round(positive('BENCH_EXAM_WARM_UP', 64)),
    keepDatabase: env.BENCH_EXAM_KEEP_DB === '1',
    databaseUrl: env.DATABASE_URL,
  };
}

/** The load: each student's start at its moment in the window, then its saves every period from it. */
async function drive(o, prep, probe, db) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections, maxFreeSockets: o.connections });
  const lat = { start: [], launch: [], enter: [], save: [] };
  const count = { start: 0, launch: 0, enter: 0, save: 0 };
  const errors = { start: 0, launch: 0, enter: 0, save: 0 };
  const shown = [];
  const acked = [];
  await openMyExam(prep, (s) => send(agent, o.port, 'POST', '/exam-api/tests/list_id', `${SESSION_COOKIE}=${s.token}`, { test_ids: String(prep.testId), user_id: s.userId }));
  const maintenanceMs = await maintain(db);
  await warmUp(agent, o, prep);
  // Then the machine is let go quiet (the previous bench's browser or server winding down).
  const quiet = { maintenanceMs, ...(await quietMachine()) };
  const attempts = new Set();
  let maxWaitMs = 0;
  const savesPerStudent = Math.floor((o.minutes * 60) / o.saveEverySeconds);

  const fail = (call, student, status, body) => {
    errors[call]++;
    if (shown.length < ERRORS_SHOWN) shown.push({ call, student: student.index, status, body: String(body).slice(0, 300) });
  };
  const timed = (call, r) => {
    count[call]++;
    lat[call].push(r.ms);
    maxWaitMs = Math.max(maxWaitMs, r.waitMs);
  };

  async function save(s, session, attempt, k) {
    const question = s.questions[Math.floor(Math.random() * s.questions.length)];
    const seq = (s.seqs.get(question.id) ?? 0) + 1;
    s.seqs.set(question.id, seq);
    const choice = question.choices[Math.floor(Math.random() * question.choices.length)];
    const item = { question_id: question.id, seq, answer: { kind: 'single', choice }, marked_for_review: k % 4 === 0, time_spent_ms: k * o.saveEverySeconds * 1000 };
    const r = await send(agent, o.port, 'PUT', `${PANEL}/attempts/${attempt.id}/answers`, `${session}; ${ATTEMPT_COOKIE}=${attempt.cookie}`, { answers: [item] });
    timed('save', r);
    if (r.status < 200 || r.status > 299) return fail('save', s, r.status, r.body);
    const heldSeq = parse(r.body)?.data?.saved?.find((x) => x.question_id === question.id)?.seq;
    if (typeof heldSeq !== 'number' || heldSeq < seq) return fail('save', s, r.status, `acknowledged without seq ${seq}: ${r.body}`);
    acked.push({ attemptId: attempt.id, questionId: question.id, seq, choice });
  }

  async function student(s, t0) {
    const startAt = t0 + ((s.index + 0.5) / o.students) * o.startWindowSeconds * 1000;
    await sleepUntil(startAt);
    let saves = [];
    try {
      saves = await begin(s, startAt);
    } finally {
      if (++settled === o.students) allStarted();
    }
    await Promise.all(saves);
  }

  /** Launch and enter; the saves it then schedules, or none when the start failed. */
  async function begin(s, startAt) {
    const session = `${SESSION_COOKIE}=${s.token}`;
    const began = performance.now();
    const launch = await send(agent, o.port, 'POST', `${PANEL}/launch`, session, { test_id: prep.testId, test_institute_id: INSTITUTE });
    timed('launch', launch);
    const token = launchToken(launch);
    if (launch.status !== 200 || !token) {
      errors.start++;
      fail('launch', s, launch.status, launch.body);
      return [];
    }
    const enter = await send(agent, o.port, 'POST', `${PANEL}/enter`, session, { launch_token: token });
    timed('enter', enter);
    const view = parse(enter.body)?.data;
    const cookie = cookieValue(enter.headers['set-cookie'], ATTEMPT_COOKIE);
    const attemptId = view?.attempt?.attempt_id;
    if (enter.status !== 200 || !cookie || typeof attemptId !== 'number') {
      errors.start++;
      fail('enter', s, enter.status, enter.status === 200 ? `no attempt cookie or id: ${enter.body}` : enter.body);
      return [];
    }
    count.start++;
    lat.start.push(performance.now() - began);
    attempts.add(attemptId);
    const singles = (view.questions ?? []).filter((q) => q.kind === 'single' && (q.options?.choices?.length ?? 0) > 0);
    if (singles.length === 0) {
      fail('enter', s, enter.status, 'the test has no single-choice question');
      return [];
    }
    // A few questions per student, different students on different ones.
    s.questions = Array.from({ length: Math.min(QUESTIONS_PER_STUDENT, singles.length) }, (_, i) => singles[(s.index + i) % singles.length]).map((q) => ({
      id: q.question_id,
      choices: q.options.choices.map((c) => c.id),
    }));
    s.seqs = new Map();
    // Open loop: each save goes at its moment, whether or not the one before has been answered.
    const saves = [];
    for (let k = 1; k <= savesPerStudent; k++) {
      saves.push(sleepUntil(startAt + k * o.saveEverySeconds * 1000).then(() => save(s, session, { id: attemptId, cookie }, k)));
    }
    return saves;
  }

  // The start phase's cost: from before the first start to after the last, read before the first
  // save goes (the database's statistics reach pg_stat_database within a second or so of idling).
  let settled = 0;
  let allStarted;
  const started = new Promise((r) => (allStarted = r));
  const before = await probe.snapshot();
  const t0 = performance.now();
  const startCost = started.then(async () => {
    const windowEnd = await probe.snapshot();
    await sleepUntil(Math.max(performance.now() + 1000, t0 + (o.saveEverySeconds - 1) * 1000));
    return probe.perStart(before, await probe.snapshot(), count.start, windowEnd);
  });
  await Promise.all(prep.students.map((s) => student(s, t0)));
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  return { lat, count, errors, shown, acked, attempts, maxWaitMs, seconds, savesPerStudent, startCost: await startCost, beforeWindow: quiet };
}

/** Acknowledged saves the database does not hold: row missing, a lower seq, or that seq with another answer. */
async function lostAnswers(db, acked, attempts) {
  const rows = (await db.query('select attempt_id, question_id, seq, answer from exam_answer where attempt_id = any($1::int[])', [[...attempts]])).rows;
  const stored = new Map(rows.map((r) => [`${r.attempt_id}:${r.question_id}`, r]));
  const lost = [];
  for (const a of acked) {
    const row = stored.get(`${a.attemptId}:${a.questionId}`);
    if (!row) lost.push({ ...a, why: 'no row' });
    else if (row.seq < a.seq) lost.push({ ...a, why: `seq ${row.seq} held` });
    else if (row.seq === a.seq && (row.answer?.kind !== 'single' || row.answer?.choice !== a.choice)) lost.push({ ...a, why: `seq ${a.seq} held with ${JSON.stringify(row.answer)}` });
  }
  const open = (await db.query(`select count(*)::int as n from exam_attempt where id = any($1::int[]) and status = 'in_progress'`, [[...attempts]])).rows[0].n;
  return { lost, storedRows: rows.length, openAttempts: open };
}

/**
 * The whole bench: fresh database, server, set-up, load, check, report. Resolves with
 * `{ pass, stats, errors, lost }`; the caller sets the exit code.
 */
export async function examLoadBench(options = examLoadOptions()) {
  const o = options;
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`);
  const urls = databaseUrls(o.databaseUrl);
  const runSeconds = o.startWindowSeconds + o.minutes * 60;
  console.log(`\nExam load: a fresh database ${urls.shown}, the server on port ${o.port} (migrate, seed and ${o.students} students: not measured)...`);
  await freshDatabase(urls.admin, urls.shown);
  if (existsSync(DATA_DIR)) rmSync(DATA_DIR, { recursive: true });
  let server;
  const db = new pg.Client({ connectionString: urls.bench });
  try {
    server = await startServer({ port: o.port, dataDir: DATA_DIR, env: { DATABASE_URL: urls.bench }, timeoutMs: 300_000 });
    await db.connect();
    const prep = await prepare(db, o, runSeconds);
    console.log(`  ready: test ${prep.testId} (${prep.durationMinutes} min), ${o.students} students with sessions; running for about ${Math.ceil(runSeconds)} s...`);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const run = await drive(o, prep, startCostProbe(db, server.pid, BENCH_DB), db);
    loop.disable();
    const check = await lostAnswers(db, run.acked, run.attempts);
    return report(o, prep, run, check, { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 });
  } finally {
    await db.end().catch(() => undefined);
    if (server) await server.stop();
    if (!o.keepDatabase) await dropDatabase(urls.admin).catch((err) => console.error(`  could not drop ${BENCH_DB}: ${err.message}`));
    if (existsSync(DATA_DIR)) rmSync(DATA_DIR, { recursive: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await examLoadBench();
  if (!result.pass) process.exitCode = 1;
}

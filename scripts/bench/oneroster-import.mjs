// Issue 34's import bench: one OneRoster zip of 50,000 students, their 50,000 parents and 50,000
// enrollments (1,000 classes of 50, one school year; oneroster-package.mjs), sent to
// POST /api/ingest/v1/oneroster with wait=0, the job polled until done. Reported: the seconds
// from the POST to the job done (budget on PostgreSQL: < 120 s on this 2-core machine), the
// job's counts (everything created, nothing failed), and the demo student's signed-in calls
// (home and timetable; oneroster-load.mjs) during the import next to the same calls before it:
// the import's chunks are short transactions, so the calls keep answering.
// Then the same on the embedded database (PGlite): reported, no budget, given up after
// BENCH_ONEROSTER_PGLITE_LIMIT_S (300) with the records written by then.
//
// Alone: `npm run build`, then `node scripts/bench/oneroster-import.mjs` (or
// `BENCH_ONLY=oneroster node scripts/bench/run.mjs`). Knobs: BENCH_ONEROSTER_STUDENTS (50000),
// BENCH_ONEROSTER_CLASSES (1000), BENCH_ONEROSTER_USERS (20 simulated users), BENCH_ONEROSTER_THINK_MS
// (500 between a user's calls), BENCH_ONEROSTER_BEFORE_S (10), BENCH_ONEROSTER_DATABASES
// (postgres,pglite), BENCH_ONEROSTER_KEEP_DB=1 (keep the PostgreSQL database for a look afterwards).
import { pathToFileURL } from 'node:url';
import { quietMachine } from './exam-load-probe.mjs';
import { benchRoster, zipOf } from './oneroster-package.mjs';
import { latencyStats, signedInLoad, studentCalls } from './oneroster-load.mjs';
import { importBenchServer } from './oneroster-setup.mjs';

export const BUDGET = { postgresSeconds: 120 };
const PORT = 3240;

const number = (name, fallback) => {
  const n = Number(process.env[name] || fallback);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name}: expected a positive number`);
  return n;
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** POSTs the zip (wait=0) and polls the job every 250 ms until done or `limitS` passed. */
async function importZip(server, zip, limitS) {
  const auth = { authorization: `Bearer ${server.key}` };
  const began = performance.now();
  const res = await fetch(`${server.base}/api/ingest/v1/oneroster?wait=0`, { method: 'POST', headers: { ...auth, 'content-type': 'application/zip' }, body: zip });
  let job = await res.json();
  if (res.status !== 202 && res.status !== 200) throw new Error(`POST /oneroster: HTTP ${res.status} ${JSON.stringify(job)}`);
  const acceptedS = (performance.now() - began) / 1000;
  while (job.state === 'running' && performance.now() - began < limitS * 1000) {
    await sleep(250);
    const poll = await fetch(`${server.base}/api/ingest/v1/jobs/${job.id}`, { headers: auth });
    job = await poll.json();
    if (!poll.ok) throw new Error(`GET /jobs/${job.id}: HTTP ${poll.status} ${JSON.stringify(job)}`);
  }
  return { job, seconds: (performance.now() - began) / 1000, acceptedS };
}

/** One database's run: set-up, the calls alone, then the import under the calls. */
async function runOn(postgres, o, zip) {
  const server = await importBenchServer({ postgres, port: PORT });
  let finished = false;
  try {
    console.log(`  ${server.shown}: server up, institute ${server.instituteId} and its key made; the calls alone for ${o.beforeS} s...`);
    const calls = await studentCalls(server.base);
    await quietMachine();
    const alone = signedInLoad(server.base, calls, o);
    await sleep(o.beforeS * 1000);
    const before = await alone.stop();
    const load = signedInLoad(server.base, calls, o);
    let run;
    let during;
    try {
      run = await importZip(server, zip, postgres ? 3600 : o.pgliteLimitS);
    } finally {
      during = await load.stop();
    }
    finished = run.job.state !== 'running';
    return { postgres, shown: server.shown, ...run, limitS: postgres ? 3600 : o.pgliteLimitS, before: { ...latencyStats(before.ms), failures: before.failures }, during: { ...latencyStats(during.ms), failures: during.failures } };
  } finally {
    if (!finished) server.kill();
    await server.stop();
  }
}

/** The bench on each database; the results for printOneRosterImport. */
export async function oneRosterImportBench() {
  const o = {
    students: Math.round(number('BENCH_ONEROSTER_STUDENTS', 50_000)),
    classes: Math.round(number('BENCH_ONEROSTER_CLASSES', 1000)),
    users: Math.round(number('BENCH_ONEROSTER_USERS', 20)),
    thinkMs: number('BENCH_ONEROSTER_THINK_MS', 500),
    beforeS: number('BENCH_ONEROSTER_BEFORE_S', 10),
    pgliteLimitS: number('BENCH_ONEROSTER_PGLITE_LIMIT_S', 300),
  };
  const databases = (process.env.BENCH_ONEROSTER_DATABASES || 'postgres,pglite').split(',').map((s) => s.trim());
  const roster = benchRoster(o);
  const zip = zipOf(roster.files);
  const r = roster.records;
  const expected = r.years + r.classes + r.students + r.parents + r.enrollments;
  console.log(`\nOneRoster import: a zip of ${(zip.length / 2 ** 20).toFixed(1)} MB (${expected.toLocaleString('en')} records), ${o.users} signed-in users calling every ${o.thinkMs} ms...`);
  const results = [];
  for (const db of databases) results.push(await runOn(db === 'postgres', o, zip));
  return { o, records: r, expected, results };
}

const fmt = (n) => n.toLocaleString('en');
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : '-');

/** Prints the section; false when a budget (or a check: all created, none failed) is missed. */
export function printOneRosterImport({ records: r, expected, results }) {
  let pass = true;
  console.log(`\nOneRoster import (issue 34): ${fmt(r.students)} students + ${fmt(r.parents)} parents + ${fmt(r.enrollments)} enrollments, ${fmt(r.classes)} classes, 1 school year (${fmt(expected)} records) in one zip, POST ?wait=0 to the job done:`);
  for (const x of results) {
    const c = x.job.counts;
    const done = x.job.state === 'done';
    const complete = done && c.created === expected && c.failed === 0;
    const within = x.seconds < BUDGET.postgresSeconds;
    const verdict = x.postgres ? (complete && within ? 'PASS' : 'FAIL') : 'reported, no budget';
    if (x.postgres && !(complete && within)) pass = false;
    const where = x.postgres ? 'PostgreSQL' : 'the embedded database (PGlite)';
    const timing = x.job.state === 'running' ? `not done after ${x.limitS} s (given up: ${fmt(c.created)} of ${fmt(expected)} records written by then)` : `in ${x.seconds.toFixed(1)} s`;
    const budget = x.postgres ? ` (budget < ${BUDGET.postgresSeconds} s)` : '';
    console.log(`  ${where}: ${timing}${budget} — ${verdict}; the POST answered in ${x.acceptedS.toFixed(1)} s`);
    console.log(`    job ${x.job.state}: created ${fmt(c.created)}, updated ${c.updated}, unchanged ${c.unchanged}, deleted ${c.deleted}, failed ${c.failed}${complete ? ' (all created, none failed)' : done ? ` — expected ${fmt(expected)} created and 0 failed` : ''}${x.job.message ? `; ${x.job.message}` : ''}`);
    if (x.job.errors?.length) console.log(`    first error: ${JSON.stringify(x.job.errors[0])}`);
    console.log(`    signed-in calls during it: n=${x.during.n}, p50 ${ms(x.during.p50)}, p99 ${ms(x.during.p99)}, max ${ms(x.during.max)}, failed ${x.during.failures.length} (before the import: n=${x.before.n}, p50 ${ms(x.before.p50)}, p99 ${ms(x.before.p99)})`);
    for (const f of [...new Set([...x.before.failures, ...x.during.failures])].slice(0, 3)) console.log(`      ${f}`);
    if (x.postgres && (x.during.failures.length || x.before.failures.length)) pass = false;
  }
  return pass;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!printOneRosterImport(await oneRosterImportBench())) process.exitCode = 1;
}

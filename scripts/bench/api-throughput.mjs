// Issue 14's API throughput: every main screen's read call, in one run, next to the bare route
// and a one-query route, with 50 connections; on PostgreSQL (budgets) and on PGlite (reported).
// Ratios to the one-query route of the same run: this machine is noisy, a ratio much less so.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { signIn } from './api-load.mjs';
import { BARE, ONE_QUERY, TIMETABLE_MONTH, screenCalls } from './api-calls.mjs';
import { studyCalls } from './study-calls.mjs';
import { databaseUrls, dropDatabase, freshDatabase } from './exam-load-setup.mjs';
import { quietMachine } from './exam-load-probe.mjs';
import { startServer } from './server-process.mjs';

export const BUDGET = { readRatio: 0.4, timetableMonthRatio: 0.25, p99Ms: 100 };
const CONNECTIONS = 50;
const SECONDS = 4;
const DB_NAME = 'portal_bench_api';

/** What Chromium sends: every call is asked for as the app's browser asks, so a compressed answer costs what it costs. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const asBrowser = (c) => ({ 'accept-encoding': BROWSER_ENCODING, ...c.headers });

/** One call for `seconds` with CONNECTIONS: requests per second, p50 and p99 in ms, failures. */
async function measureCall(base, c, seconds = SECONDS) {
  const r = await autocannon({ url: base + c.path, method: c.method ?? 'GET', headers: asBrowser(c), body: c.body, connections: CONNECTIONS, duration: seconds });
  return { name: c.name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, wire: c.wire };
}

/**
 * The demo student's calls on a server, each asked once before any clock: V8 compiles the path
 * and PostgreSQL prepares its statements, as on a server that has been up for a minute.
 */
async function callsOf(base, extraCalls) {
  const me = await signIn(base, '9000000001');
  const calls = [...screenCalls(me.headers), ...(await studyCalls(base, me.headers)), ...(await extraCalls(me, base))];
  for (const c of calls) {
    const res = await fetch(base + c.path, { method: c.method ?? 'GET', headers: asBrowser(c), body: c.body });
    await res.arrayBuffer();
    // The answer's size as sent (the server gives its length; fetch would decode the body).
    c.wire = { bytes: Number(res.headers.get('content-length') ?? 0), coding: res.headers.get('content-encoding') ?? 'identity' };
  }
  return calls;
}

/** Runs each call for SECONDS with CONNECTIONS; the first two rows are the baselines. `extraCalls(me, base)` may be async. */
export async function throughputTable(base, extraCalls = () => []) {
  const calls = await callsOf(base, extraCalls);
  const measure = (c) => measureCall(base, c);
  const rows = [];
  for (const c of calls) rows.push(await measure(c));
  // The baselines again at the end, their mean the denominator: one 4-second sample of the
  // one-query route moved between 4,480 and 7,591 req/s from one run to the next (2026-11-26),
  // and every ratio of the run with it. Each baseline row shows both samples.
  for (const name of [BARE, ONE_QUERY]) {
    const first = rows.find((r) => r.name === name);
    const again = await measure(calls.find((c) => c.name === name));
    Object.assign(first, {
      rps: Math.round((first.rps + again.rps) / 2),
      samples: [first.rps, again.rps],
      p50: Math.max(first.p50, again.p50),
      p99: Math.max(first.p99, again.p99),
      non2xx: first.non2xx + again.non2xx,
      errors: first.errors + again.errors,
    });
  }
  const one = rows.find((r) => r.name === ONE_QUERY).rps;
  const bare = rows.find((r) => r.name === BARE).rps;
  return rows.map((r) => ({ ...r, ofBare: r.rps / bare, ofOneQuery: r.rps / one }));
}

/** A fresh demo database on DATABASE_URL's server (else the local one) and a server on it; stop() drops both. */
async function demoOnPostgres(port) {
  const urls = databaseUrls(process.env.DATABASE_URL, DB_NAME);
  await freshDatabase(urls.admin, urls.shown, DB_NAME);
  const server = await startServer({ port, dataDir: '.tmp/bench-api-data', env: { DATABASE_URL: urls.bench }, timeoutMs: 300_000 });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await server.stop();
      await dropDatabase(urls.admin, DB_NAME);
    },
  };
}

/** The table on a fresh PostgreSQL database (DATABASE_URL's server, else the local one). */
export async function throughputOnPostgres(port, extraCalls) {
  const demo = await demoOnPostgres(port);
  try {
    await quietMachine();
    return await throughputTable(demo.base, extraCalls);
  } finally {
    await demo.stop();
  }
}

const wireText = (w) => (w ? `${(w.bytes / 1024).toFixed(1).padStart(5)} KB ${w.coding}` : '');

/** Prints a table; with budgets, each row's verdict, and returns whether all passed. */
export function printThroughput(title, rows, { budgets }) {
  console.log(`\n${title}`);
  let pass = true;
  for (const r of rows) {
    const baseline = r.name === BARE || r.name === ONE_QUERY;
    const ratioBudget = r.name === TIMETABLE_MONTH ? BUDGET.timetableMonthRatio : BUDGET.readRatio;
    const ok = (baseline || r.ofOneQuery >= ratioBudget) && r.p99 <= BUDGET.p99Ms && r.non2xx === 0 && r.errors === 0;
    if (budgets && !ok) pass = false;
    const verdict = budgets ? `  (budget ${baseline ? '' : `>= ${ratioBudget.toFixed(2)} of one-query, `}p99 <= ${BUDGET.p99Ms} ms)  ${ok ? 'PASS' : 'FAIL'}` : '';
    const samples = r.samples ? `  (mean of ${r.samples.join(' and ')}, first and last)` : '';
    console.log(
      `  ${r.name.padEnd(34)} ${String(r.rps).padStart(6)} req/s  ${r.ofBare.toFixed(3)} of bare  ${r.ofOneQuery.toFixed(3)} of one-query  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  non-2xx ${r.non2xx + r.errors}  ${wireText(r.wire)}${verdict}${samples}`,
    );
  }
  return pass;
}

const SCALE_DB = process.env.BENCH_SCALE_DB ?? 'portal_scale';
const SCALE = { institutes: 100, students: 2000 };

/** Whether the scale database exists and holds the generated institutes (ids from 500001). */
async function generatedInstitutes(urls) {
  const admin = new pg.Client({ connectionString: urls.admin });
  await admin.connect();
  try {
    if ((await admin.query('select 1 from pg_database where datname = $1', [SCALE_DB])).rowCount === 0) return 0;
  } finally {
    await admin.end();
  }
  const db = new pg.Client({ connectionString: urls.bench });
  await db.connect();
  try {
    const { rows } = await db.query(`select count(*)::int as n from information_schema.tables where table_name = 'institute'`);
    if (rows[0].n === 0) return 0;
    return (await db.query('select count(*)::int as n from institute where id > 500000')).rows[0].n;
  } finally {
    await db.end();
  }
}

/** portal_scale, generated when missing; its URLs. */
async function scaleDatabase() {
  const urls = databaseUrls(process.env.DATABASE_URL, SCALE_DB);
  if ((await generatedInstitutes(urls)) < SCALE.institutes) {
    console.log(`\nGenerating ${SCALE_DB} (${SCALE.institutes} institutes x ${SCALE.students} students; once, kept for later runs)...`);
    await freshDatabase(urls.admin, urls.shown, SCALE_DB);
    const args = ['--import', 'tsx', 'scripts/generate/generate.ts', '--institutes', String(SCALE.institutes), '--students', String(SCALE.students)];
    const run = spawnSync(process.execPath, args, { env: { ...process.env, DATABASE_URL: urls.bench }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) throw new Error(`npm run generate failed (${run.status})`);
  }
  return urls;
}

/** Seconds of each sample in the scale comparison. */
const PAIRED_SECONDS = 3;

/**
 * Issue 14's table on PostgreSQL (budgets), then its scale: the same calls on
 * `npm run generate -- --institutes 100 --students 2000`'s database (portal_scale, kept between
 * runs: generating it takes ~14 minutes and 17 GB; made here when missing), the demo student's
 * calls, so each row compares with the demo-sized one. Both servers are up together and each
 * call is sampled demo, scale, scale, demo: a p99 of a few milliseconds moves by 2x between two
 * 4-second samples minutes apart (the bare route, 7 then 15 ms, 2026-11-27), so each side is
 * the mean of two samples taken side by side, in an order that cancels a drift of the machine.
 */
export async function throughputOnPostgresAndScale(demoPort, scalePort, extraCalls) {
  const demo = await demoOnPostgres(demoPort);
  let scaleServer = null;
  try {
    const urls = await scaleDatabase();
    scaleServer = await startServer({ port: scalePort, dataDir: '.tmp/bench-scale-data', env: { DATABASE_URL: urls.bench }, timeoutMs: 300_000 });
    const scaleBase = `http://127.0.0.1:${scalePort}`;
    await quietMachine();
    const table = await throughputTable(demo.base, extraCalls);
    const demoCalls = await callsOf(demo.base, extraCalls);
    const scaleCalls = await callsOf(scaleBase, extraCalls);
    const pairs = [];
    for (const d of demoCalls) {
      const s = scaleCalls.find((c) => c.name === d.name);
      const a1 = await measureCall(demo.base, d, PAIRED_SECONDS);
      const b1 = await measureCall(scaleBase, s, PAIRED_SECONDS);
      const b2 = await measureCall(scaleBase, s, PAIRED_SECONDS);
      const a2 = await measureCall(demo.base, d, PAIRED_SECONDS);
      pairs.push({ name: d.name, demo: [a1, a2], scale: [b1, b2] });
    }
    return { table, pairs };
  } finally {
    if (scaleServer) await scaleServer.stop();
    await demo.stop();
  }
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Each call's p99 on the scaled database next to the demo-sized one's (means of the paired samples): budget 2x. */
export function printScale(pairs) {
  console.log(`\nAPI on PostgreSQL with ${SCALE.institutes} generated institutes of ${SCALE.students} students (${SCALE_DB}), 50 connections, the demo student's calls, sampled demo, scale, scale, demo for ${PAIRED_SECONDS} s each (budget: every call that reads data, p99 within 2x of the demo-sized figure, means of two samples):`);
  let pass = true;
  for (const p of pairs) {
    const failures = [...p.demo, ...p.scale].reduce((n, r) => n + r.non2xx + r.errors, 0);
    const demoP99 = mean(p.demo.map((r) => r.p99));
    const scaleP99 = mean(p.scale.map((r) => r.p99));
    // The bare route reads no data: it cannot grow with the database, and its p99 of a few
    // milliseconds is one sample's outlier (5-19 ms across samples of one run, 2026-11-27). It is
    // the table's reference, reported; the budget is for the calls that read data.
    const budgeted = p.name !== BARE;
    const ok = (!budgeted || scaleP99 <= 2 * demoP99) && failures === 0;
    if (!ok) pass = false;
    const rps = Math.round(mean(p.scale.map((r) => r.rps)));
    const ms = (x) => x.toFixed(1).padStart(6);
    console.log(
      `  ${p.name.padEnd(34)} ${String(rps).padStart(6)} req/s  p99 ${ms(scaleP99)} ms (${p.scale.map((r) => r.p99).join(', ')})  demo-sized ${ms(demoP99)} ms (${p.demo.map((r) => r.p99).join(', ')})  ${(scaleP99 / demoP99).toFixed(2)}x  non-2xx ${failures}  ${budgeted ? (ok ? 'PASS' : 'FAIL') : '(reference: reads no data)'}`,
    );
  }
  return pass;
}

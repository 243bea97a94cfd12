// Issue 14's API throughput: every main screen's read call, in one run, next to the bare route
// and a one-query route, with 50 connections; on PostgreSQL (budgets) and on PGlite (reported).
// Ratios to the one-query route of the same run: this machine is noisy, a ratio much less so.
import autocannon from 'autocannon';
import { signIn } from './api-load.mjs';
import { BARE, ONE_QUERY, TIMETABLE_MONTH, screenCalls } from './api-calls.mjs';
import { databaseUrls, dropDatabase, freshDatabase } from './exam-load-setup.mjs';
import { quietMachine } from './exam-load-probe.mjs';
import { startServer } from './server-process.mjs';

export const BUDGET = { readRatio: 0.4, timetableMonthRatio: 0.25, p99Ms: 100 };
const CONNECTIONS = 50;
const SECONDS = 4;
const DB_NAME = 'portal_bench_api';

/** Runs each call for SECONDS with CONNECTIONS; the first two rows are the baselines. */
export async function throughputTable(base, extraCalls = () => []) {
  const me = await signIn(base, '9000000001');
  const calls = [...screenCalls(me.headers), ...extraCalls(me)];
  // Each call once before the clock: V8 compiles the path and PostgreSQL prepares its statements,
  // as on a server that has been up for a minute.
  for (const c of calls) await fetch(base + c.path, { method: c.method ?? 'GET', headers: c.headers, body: c.body }).then((r) => r.arrayBuffer());
  const rows = [];
  for (const c of calls) {
    const r = await autocannon({ url: base + c.path, method: c.method ?? 'GET', headers: c.headers, body: c.body, connections: CONNECTIONS, duration: SECONDS });
    rows.push({ name: c.name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts });
  }
  const one = rows.find((r) => r.name === ONE_QUERY).rps;
  const bare = rows.find((r) => r.name === BARE).rps;
  return rows.map((r) => ({ ...r, ofBare: r.rps / bare, ofOneQuery: r.rps / one }));
}

/** The table on a fresh PostgreSQL database (DATABASE_URL's server, else the local one). */
export async function throughputOnPostgres(port, extraCalls) {
  const urls = databaseUrls(process.env.DATABASE_URL, DB_NAME);
  await freshDatabase(urls.admin, urls.shown, DB_NAME);
  const server = await startServer({ port, dataDir: '.tmp/bench-api-data', env: { DATABASE_URL: urls.bench }, timeoutMs: 300_000 });
  try {
    await quietMachine();
    return await throughputTable(`http://127.0.0.1:${port}`, extraCalls);
  } finally {
    await server.stop();
    await dropDatabase(urls.admin, DB_NAME);
  }
}

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
    console.log(
      `  ${r.name.padEnd(34)} ${String(r.rps).padStart(6)} req/s  ${r.ofBare.toFixed(3)} of bare  ${r.ofOneQuery.toFixed(3)} of one-query  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  non-2xx ${r.non2xx + r.errors}${verdict}`,
    );
  }
  return pass;
}

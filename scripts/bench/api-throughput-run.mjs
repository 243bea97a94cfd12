// Standalone: `node scripts/bench/api-throughput-run.mjs` runs issue 14's API table on PostgreSQL
// alone (a fresh database on DATABASE_URL's server, else the local one; the built server), with its
// budgets, in a minute and a half instead of the whole bench. BENCH_SERVER_NODE_ARGS profiles the
// server (server-process.mjs).
import { printThroughput, throughputOnPostgres } from './api-throughput.mjs';
import { testReportCalls } from './reports-js.mjs';

const rows = await throughputOnPostgres(Number(process.env.PORT ?? 3210), testReportCalls);
const title = 'API on PostgreSQL, 50 connections (budgets: every read call >= 40 % of the one-query route, the timetable month >= 25 %, p99 <= 100 ms):';
if (!printThroughput(title, rows, { budgets: true })) process.exitCode = 1;

// The exam load bench's report (exam-load.mjs): percentiles, the table of calls and the budgets.

import { availableParallelism } from 'node:os';

const cores = availableParallelism();

export const BUDGET = { startP99Ms: 500, saveP99Ms: 100, errors: 0, lost: 0 };
export const ERRORS_SHOWN = 5;
const pct = (sorted, q) => (sorted.length === 0 ? NaN : sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]);
const ms = (x) => (Number.isNaN(x) ? '-' : x < 10 ? x.toFixed(1) : String(Math.round(x)));

function summary(values) {
  const s = [...values].sort((a, b) => a - b);
  return { p50: pct(s, 0.5), p95: pct(s, 0.95), p99: pct(s, 0.99), max: s.length ? s[s.length - 1] : NaN };
}

export function report(o, prep, run, check, loopDelay) {
  const rows = [
    ['start (launch + enter)', 'start'],
    ['  launch', 'launch'],
    ['  enter', 'enter'],
    ['save', 'save'],
  ];
  const stats = Object.fromEntries(rows.map(([, key]) => [key, summary(run.lat[key])]));
  console.log(
    `\nExam load (issue 13): ${o.students} students start '${prep.source.test_name}' (copied: ${prep.source.questions} questions, ${prep.source.singles} single choice)` +
      ` within ${o.startWindowSeconds} s, then each saves an answer every ${o.saveEverySeconds} s for ${o.minutes} min (${run.savesPerStudent} saves);` +
      ` PostgreSQL, ${o.connections} keep-alive connections; ${run.seconds.toFixed(1)} s`,
  );
  console.log(`  ${'call'.padEnd(24)} ${'count'.padStart(7)} ${'errors'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}   (ms)`);
  for (const [name, key] of rows) {
    const s = stats[key];
    console.log(`  ${name.padEnd(24)} ${String(run.count[key]).padStart(7)} ${String(run.errors[key]).padStart(7)} ${ms(s.p50).padStart(7)} ${ms(s.p95).padStart(7)} ${ms(s.p99).padStart(7)} ${ms(s.max).padStart(7)}`);
  }
  const expectedSaves = run.count.start * run.savesPerStudent;
  console.log(`  saves sent ${run.count.save} of ${expectedSaves} expected (${(run.count.save / Math.max(1, o.minutes * 60)).toFixed(1)} per second on average); acknowledged ${run.acked.length}`);
  console.log(`  database: ${check.storedRows} answer rows, ${check.openAttempts} of ${run.attempts.size} attempts still in progress (none submitted: saves only)`);
  console.log(`  client: longest wait before a request had its connection ${ms(run.maxWaitMs)} ms; its event-loop delay p99 ${ms(loopDelay.p99)} ms, max ${ms(loopDelay.max)} ms`);
  if (run.startCost) {
    const c = run.startCost;
    console.log(`  each start cost the server ${ms(c.serverMs)} ms of CPU, the database ${ms(c.pgMs)} ms, in ${c.statements.toFixed(1)} statements (the start phase, load-independent: compare these between runs)`);
    const m = c.machine;
    if (m) {
      const f = (x) => `${x.toFixed(0)} %`;
      console.log(`  the machine in the start phase: ${f(m.busyPct)} busy of ${cores} cores (server ${f(m.serverPct)}, database ${f(m.pgPct)}, this bench ${f(m.benchPct)}, the rest ${f(m.otherPct)}), iowait ${f(m.iowaitPct)}, steal ${f(m.stealPct)}`);
    }
  }
  if (run.beforeWindow) {
    const q = run.beforeWindow;
    console.log(`  before the window: vacuum, analyze and checkpoint ${ms(q.maintenanceMs)} ms, ${prep.warmUp.length} warm-up starts of another copy of the test, then ${ms(q.waitedMs)} ms waiting for a quiet machine (last second ${q.busyPct === null ? '-' : `${q.busyPct.toFixed(0)} % of one core busy`})`);
  }
  const errorCount = run.errors.launch + run.errors.enter + run.errors.save;
  if (run.shown.length > 0) {
    console.log(`  first ${run.shown.length} errors:`);
    for (const e of run.shown) console.log(`    ${e.call} (student ${e.student}): HTTP ${e.status} ${e.body}`);
  }
  if (check.lost.length > 0) {
    console.log(`  first lost answers:`);
    for (const l of check.lost.slice(0, ERRORS_SHOWN)) console.log(`    attempt ${l.attemptId} question ${l.questionId} seq ${l.seq}: ${l.why}`);
  }
  const results = [
    [`p99 start (launch + enter)`, `${ms(stats.start.p99)} ms`, `<= ${BUDGET.startP99Ms} ms`, run.lat.start.length > 0 && stats.start.p99 <= BUDGET.startP99Ms],
    [`p99 save`, `${ms(stats.save.p99)} ms`, `<= ${BUDGET.saveP99Ms} ms`, run.lat.save.length > 0 && stats.save.p99 <= BUDGET.saveP99Ms],
    [`errors`, String(errorCount), `${BUDGET.errors}`, errorCount <= BUDGET.errors],
    [`lost answers`, `${check.lost.length} of ${run.acked.length} acknowledged`, `${BUDGET.lost}`, check.lost.length <= BUDGET.lost],
  ];
  console.log('\nExam load budgets:');
  for (const [name, value, budget, ok] of results) console.log(`  ${name.padEnd(28)} ${value.padEnd(26)} (budget ${budget})  ${ok ? 'PASS' : 'FAIL'}`);
  return { pass: results.every((r) => r[3]), stats, errors: errorCount, lost: check.lost.length };
}

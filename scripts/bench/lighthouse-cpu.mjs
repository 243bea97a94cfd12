// Lighthouse on the signed-in dashboard (mobile) as the bench runs it, and again from the same run's
// trace with every main-thread event's wall time replaced by the CPU time its thread spent (the
// trace's tdur): what the run would have measured had nothing else wanted the two cores. On this
// shared machine a run's TBT moves by hundreds of ms with the others' load, mostly by stretching
// tasks that are not ours (the navigation's commit, the HTML's parse); the CPU-time figure
// compares builds where the wall-clock one cannot (issue 14, 2026-11-27). Not part of the bench.
// Servers given by port are run in turn, round by round, so each round sees the same load:
//   node scripts/bench/lighthouse-cpu.mjs <rounds> <port> [<port>...]
// Each port's last run is kept in .tmp/lighthouse-cpu-<port>/ (artifacts, trace-N.json CPU-time traces).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launchChromium, signInThroughPage } from './lighthouse-browser.mjs';

const [roundsArg = '3', ...ports] = process.argv.slice(2);
if (ports.length === 0) {
  console.error('usage: node scripts/bench/lighthouse-cpu.mjs <rounds> <port> [<port>...]');
  process.exit(2);
}

const settings = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
const tbt = (lhr) => lhr.audits['total-blocking-time'].numericValue;
const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
const text = (lhr) => `score ${score(lhr)}, TBT ${Math.round(tbt(lhr))}, FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)}, LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)}`;

/** One run in a fresh browser (gathered and audited), then the same artifacts audited on CPU time. */
async function runOnce(port, dir, round) {
  const base = `http://127.0.0.1:${port}`;
  const url = `${base}/my-account/dashboard`;
  const chrome = await launchChromium();
  let measured;
  try {
    await signInThroughPage(chrome.port, base);
    measured = (await lighthouse(url, { ...settings, port: chrome.port, gatherMode: dir, auditMode: dir })).lhr;
  } finally {
    await chrome.stop();
  }
  const trace = JSON.parse(readFileSync(`${dir}/trace.json`, 'utf8'));
  for (const e of trace.traceEvents) if (e.ph === 'X' && typeof e.tdur === 'number' && e.tdur < e.dur) e.dur = e.tdur;
  writeFileSync(`${dir}/trace.json`, JSON.stringify(trace));
  writeFileSync(`${dir}/trace-${round}.json`, JSON.stringify(trace));
  const onCpu = (await lighthouse(url, { ...settings, auditMode: dir })).lhr;
  return { measured, onCpu };
}

const results = Object.fromEntries(ports.map((p) => [p, []]));
for (const port of ports) rmSync(`.tmp/lighthouse-cpu-${port}`, { recursive: true, force: true });
for (let round = 1; round <= Number(roundsArg); round++) {
  for (const port of ports) {
    const dir = `.tmp/lighthouse-cpu-${port}`;
    mkdirSync(dir, { recursive: true });
    // Lighthouse sometimes fails to record a run (NO_NAVSTART, as lighthouse.mjs knows): again, up to three times.
    let r = await runOnce(port, dir, round);
    for (let again = 0; again < 2 && r.measured.runtimeError; again++) r = await runOnce(port, dir, round);
    if (!r.measured.runtimeError && !r.onCpu.runtimeError) results[port].push(r);
    console.log(`${port} run ${round}: as measured ${text(r.measured)} | on CPU time ${text(r.onCpu)}`);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const port of ports) {
  const rs = results[port];
  if (rs.length === 0) continue;
  console.log(`${port} medians of ${rs.length}: as measured score ${median(rs.map((r) => score(r.measured)))}, TBT ${Math.round(median(rs.map((r) => tbt(r.measured))))} | on CPU time score ${median(rs.map((r) => score(r.onCpu)))}, TBT ${Math.round(median(rs.map((r) => tbt(r.onCpu))))}`);
}

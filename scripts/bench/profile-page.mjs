// Where a signed-in page's main-thread time goes (issue 14: the dashboard's TBT on a phone). Loads
// the page as Lighthouse's mobile run does (signed in, empty HTTP cache, a tab of its own, 4x CPU),
// records the JavaScript sampling profile and the browser's long tasks, and prints each long run
// of work with the app's functions that took it (and how much of it was a synchronous React
// render, which cannot yield), then self and inclusive times over all runs. Not part of the
// bench: a tool to find what to split. Build with names kept first:
//   (cd apps/web && npx vite build --minify false && node scripts/prerender.mjs && node scripts/precompress.mjs)
//   node scripts/bench/profile-page.mjs http://127.0.0.1:3300 /my-account/dashboard 3
import { chromium } from '@playwright/test';
import { signInWithEmptyCache } from './lighthouse-browser.mjs';

const [base = 'http://127.0.0.1:3300', path = '/my-account/dashboard', runsArg = '3'] = process.argv.slice(2);
const LONG_MS = 50;
const FRAMEWORK = /^\((root|program|idle)\)|framework-|\(native\)/;

async function profileOnce() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext();
    const signedIn = await signInWithEmptyCache(context, base);
    // The page in a tab (a renderer) of its own, as Lighthouse loads it: the sign-in page's renderer
    // keeps the app's code compiled and the date formats' data loaded, which hid most of the
    // app's start (33-55 ms of CPU unthrottled in a fresh tab, 2026-11-27).
    const page = await context.newPage();
    await signedIn.page.close();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(`${Math.round(e.startTime)}:${Math.round(e.duration)}`);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    // The screen is done once nothing on it is loading any more.
    await page.waitForFunction(() => document.querySelector('main') && !document.querySelector('[aria-busy="true"]'));
    const { profile } = await cdp.send('Profiler.stop');
    return { profile, longTasks: await page.evaluate(() => window.__longTasks) };
  } finally {
    await browser.close();
  }
}

const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');

/**
 * Self and inclusive time by function, and the long runs of work: samples that are not (idle),
 * back to back for more than LONG_MS (a run may hold several tasks that follow each other at once;
 * the browser's own long tasks are printed beside them).
 */
function analyse(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = ({ callFrame: f }) => `${f.functionName || '(anon)'} ${f.url.split('/').pop() || '(native)'}:${f.lineNumber + 1}`;
  const self = new Map();
  const inclusive = new Map();
  const runs = [];
  let run = null;
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] / 1000;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]);
    if (node.callFrame.functionName === '(idle)') {
      if (run && run.ms > LONG_MS) runs.push(run);
      run = null;
      continue;
    }
    run ??= { at: Math.round(at), ms: 0, inclusive: new Map() };
    run.ms += ms;
    add(self, name(node), ms);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const key = name(byId.get(id));
      if (seen.has(key)) continue;
      seen.add(key);
      add(inclusive, key, ms);
      add(run.inclusive, key, ms);
    }
  }
  if (run && run.ms > LONG_MS) runs.push(run);
  return { self, inclusive, runs };
}

const startingWith = (map, prefix) => [...map].find(([k]) => k.startsWith(prefix))?.[1] ?? 0;
const runs = Number(runsArg);
const selfSum = new Map();
const inclusiveSum = new Map();
for (let r = 1; r <= runs; r++) {
  const { profile, longTasks } = await profileOnce();
  const { self, inclusive, runs: long } = analyse(profile);
  console.log(`run ${r}: the browser's long tasks (start:ms) ${longTasks.join(' ') || 'none'}`);
  for (const work of long) {
    const sync = Math.round(startingWith(work.inclusive, 'performSyncWorkOnRoot'));
    const sliced = Math.round(startingWith(work.inclusive, 'performWorkUntilDeadline'));
    const app = new Map([...work.inclusive].filter(([k]) => !FRAMEWORK.test(k)));
    console.log(`  work at ${work.at} ms for ${Math.round(work.ms)} ms (React: synchronous ${sync} ms, sliced ${sliced} ms)\n${top(app, 10).replace(/^/gm, '  ')}`);
  }
  for (const [k, v] of self) add(selfSum, k, v / runs);
  for (const [k, v] of inclusive) add(inclusiveSum, k, v / runs);
}
console.log(`self time by function (mean of ${runs} runs):\n${top(selfSum, 30)}`);
console.log(`inclusive time, the app's own functions (mean of ${runs} runs):\n${top(new Map([...inclusiveSum].filter(([k]) => !FRAMEWORK.test(k))), 30)}`);

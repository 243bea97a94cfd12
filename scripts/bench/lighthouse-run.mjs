// Standalone: `node scripts/bench/lighthouse-run.mjs http://127.0.0.1:3401` against a running
// server (built app, demo data). LIGHTHOUSE_RUNS changes the runs per figure (default 3);
// LIGHTHOUSE_REPORTS=<dir> keeps each figure's median-scoring report as JSON, for its diagnostics;
// LIGHTHOUSE_ONLY=login (or 'dashboard mobile', comma-separated) runs only those figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lighthouseReport, lighthouseScores } from './lighthouse.mjs';

const base = process.argv[2];
if (!base) {
  console.error('usage: node scripts/bench/lighthouse-run.mjs <baseUrl>   e.g. http://127.0.0.1:3401');
  process.exit(2);
}

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = process.env.LIGHTHOUSE_ONLY?.split(',').map((s) => s.trim());
const results = await lighthouseScores(base, {
  runs,
  only,
  onRun: (name, i, r) =>
    console.log(`  ${name} run ${i}: score ${r.score}, FCP ${Math.round(r.fcp)}, LCP ${Math.round(r.lcp)}, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbt)}`),
});

const dir = process.env.LIGHTHOUSE_REPORTS;
if (dir) {
  mkdirSync(dir, { recursive: true });
  for (const [name, r] of Object.entries(results)) {
    writeFileSync(join(dir, `${name.replace(/\s+/g, '-')}.json`), JSON.stringify(r.medianReport));
  }
}

if (!lighthouseReport(results)) process.exitCode = 1;

// Prints one closing line, 'N passed, N failed', summed over the JSON reports the runners wrote.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of ['.tmp/vitest.json', '.tmp/vitest-pg.json', '.tmp/vitest-postgres.json']) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (existsSync('.tmp/playwright.json')) {
  const s = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
}
console.log(`${passed} passed, ${failed} failed`);

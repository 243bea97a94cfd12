import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 33: every rule of the spec is either checked by a test that cites its id, or a departure
// recorded in decision 072 with a test that asserts what we do instead ('[ID] departure: ...').
// The ids live in spec-rule-ids.txt beside this package (a clean clone has no ../shared); where
// the spec is at hand, the list must equal it, so a new rule cannot be missed.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const RULES_MD = resolve(ROOT, '../shared/spec/RULES.md');
const ID = /^[A-Z]+(?:-[A-Z0-9]+)+$/;
const DEPARTURES = join(ROOT, 'docs/decisions/072-spec-departures.md');

const listed = readFileSync(join(ROOT, 'packages/contract/spec-rule-ids.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

/** Every test file of the repository: unit, server, web and journeys. */
function testFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testFiles(path, found);
    else if (/\.(test|spec)\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}
const tests = ['apps', 'packages', 'e2e'].flatMap((d) => testFiles(join(ROOT, d))).map((f) => readFileSync(f, 'utf8'));
const cited = new Set(tests.flatMap((text) => [...text.matchAll(/\[([A-Z]+(?:-[A-Z0-9]+)+)\]/g)].map((m) => m[1]!)));
/** The ids a test names just before 'departure' ('[A] [B] departure: ...' names both). */
const departureTests = new Set(
  tests.flatMap((text) => [...text.matchAll(/((?:\[[A-Z]+(?:-[A-Z0-9]+)+\]\s*)+)departure/g)].flatMap((m) => [...m[1]!.matchAll(/\[([A-Z0-9-]+)\]/g)].map((id) => id[1]!))),
);
/** The rule ids of decision 072's table (first column). */
const departures = readFileSync(DEPARTURES, 'utf8')
  .split('\n')
  .map((l) => /^\|\s*([A-Z]+(?:-[A-Z0-9]+)+)\s*\|/.exec(l)?.[1])
  .filter((id): id is string => id !== undefined);

describe('the spec rules each cited by a test (issue 33)', () => {
  it('the list of rule ids is the spec\'s, when the spec is at hand', () => {
    expect(listed.every((id) => ID.test(id))).toBe(true);
    expect(new Set(listed).size).toBe(listed.length);
    if (existsSync(RULES_MD)) {
      const spec = [...readFileSync(RULES_MD, 'utf8').matchAll(/^- \*\*([A-Z]+(?:-[A-Z0-9]+)+)\*\*/gm)].map((m) => m[1]);
      expect(listed).toEqual(spec);
    }
    expect(listed.length).toBeGreaterThan(900);
  });

  it('every rule is cited by a test', () => {
    expect(listed.filter((id) => !cited.has(id))).toEqual([]);
  });

  it('every departure of decision 072 is a rule, and has a test asserting it', () => {
    expect(departures.filter((id) => !listed.includes(id))).toEqual([]);
    expect(departures.filter((id) => !departureTests.has(id))).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALLOWED_CROSSINGS, ALLOWED_MODULE_CROSSINGS } from '../../../eslint.config.js';

// Issue 33: `npm run lint` refuses an import into another server module's internals and an
// import of one web feature by another; the known crossings are listed in eslint.config.js, and
// each listed one must still exist (a crossing removed leaves the list with it).

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: ROOT });
const rulesHit = async (file: string, code: string) => (await eslint.lintText(code, { filePath: resolve(ROOT, file) }))[0]!.messages.map((m) => m.ruleId);

describe('the import boundaries (issue 33, lint)', () => {
  it("refuses a server module's import of another module's repository or internal file", async () => {
    expect(await rulesHit('apps/server/src/modules/fees/new-file.ts', "import { findAttempt } from '../exam-panel/attempt.repository.ts';\nexport const x = findAttempt;\n")).toContain('boundaries/modules-apart');
    expect(await rulesHit('apps/server/src/plugins/new-plugin.ts', "import { x } from '../modules/fees/fees.repository.ts';\nexport const y = x;\n")).toContain('boundaries/modules-apart');
  });

  it("lets a module use another module's service, and its own internals", async () => {
    expect(await rulesHit('apps/server/src/modules/fees/new-file.ts', "import { createExamsService } from '../exams/exams.service.ts';\nimport { x } from './fees.repository.ts';\nexport const y = [createExamsService, x];\n")).not.toContain('boundaries/modules-apart');
  });

  it('lets a module and a plugin use the shared session store, and refuses a shared part importing any module (decision 074)', async () => {
    expect(await rulesHit('apps/server/src/modules/fees/new-file.ts', "import { findSessionByTokenHash } from '../../sessions/sessions.ts';\nexport const x = findSessionByTokenHash;\n")).not.toContain('boundaries/modules-apart');
    expect(await rulesHit('apps/server/src/plugins/new-plugin.ts', "import { insertSession } from '../sessions/sessions.ts';\nexport const x = insertSession;\n")).not.toContain('boundaries/modules-apart');
    expect(await rulesHit('apps/server/src/sessions/new-file.ts', "import { revokeFeedsOf } from '../modules/calendar-feed/calendar-feed.service.ts';\nexport const x = revokeFeedsOf;\n")).toContain('boundaries/modules-apart');
    expect(await rulesHit('apps/server/src/lib/new-file.ts', "import { x } from '../modules/fees/fees.repository.ts';\nexport const y = x;\n")).toContain('boundaries/modules-apart');
  });

  it('refuses a web feature importing another feature', async () => {
    expect(await rulesHit('apps/web/src/features/fees/new-file.ts', "import { LiveScreen } from '../live/live-screen.tsx';\nexport const x = LiveScreen;\n")).toContain('boundaries/features-apart');
  });

  it('no crossing is allowed: both lists of exceptions are empty (issue 33)', () => {
    expect([...ALLOWED_MODULE_CROSSINGS]).toEqual([]);
    expect([...ALLOWED_CROSSINGS]).toEqual([]);
  });
});

// Issue 33: server modules import each other without a cycle, through any of their files (services
// included): two modules that import each other can be neither understood nor tested apart.
const MODULES_DIR = resolve(ROOT, 'apps/server/src/modules');
// The files lint treats as tests (eslint.config.js): a test may use any module's helpers.
const TEST_FILE = /(\.test|\.pg-test|-test-helpers)\.ts$|(^|[\\/])test-requests\.ts$/;

/** The other modules a module file imports: static, re-exported, type-only and dynamic relative imports alike. */
function modulesImported(module: string, file: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(MODULES_DIR, resolve(dirname(join(MODULES_DIR, module, file)), spec)).split(sep)[0]!)
    .filter((target) => target !== '..' && target !== module);
}

/** Each module's imports of other modules, each with one file that makes it. */
function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const module of readdirSync(MODULES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    const edges = new Map<string, string>();
    graph.set(module, edges);
    for (const file of readdirSync(join(MODULES_DIR, module), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.d.ts') || TEST_FILE.test(file)) continue;
      for (const target of modulesImported(module, file, readFileSync(join(MODULES_DIR, module, file), 'utf8'))) {
        if (!edges.has(target)) edges.set(target, `${module}/${file}`);
      }
    }
  }
  return graph;
}

function reachableFrom(graph: Map<string, Map<string, string>>, start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length > 0) {
    for (const next of graph.get(todo.pop()!)?.keys() ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(next);
    }
  }
  return seen;
}

/** The groups of modules that reach each other (strongly connected, two or more), each sorted. */
function moduleCycles(graph: Map<string, Map<string, string>>): string[][] {
  const reach = new Map([...graph.keys()].map((m) => [m, reachableFrom(graph, m)]));
  const groups = new Map<string, string[]>();
  for (const m of graph.keys()) {
    if (!reach.get(m)!.has(m)) continue;
    const group = [...graph.keys()].filter((n) => reach.get(m)!.has(n) && reach.get(n)!.has(m)).sort();
    groups.set(group.join(' '), group);
  }
  return [...groups.values()];
}

describe('the server modules import each other without a cycle (issue 33)', () => {
  it('reads every kind of import of another module', () => {
    const text = [
      "import type { A } from '../events/events.service.ts';",
      "import {\n  b,\n} from '../fees/fees.service.ts';",
      "export { c } from '../live/live.service.ts';",
      "const d = await import('../study/study.service.ts');",
      "import { e } from './own.ts';",
      "import { f } from '../../lib/tokens.ts';",
    ].join('\n');
    expect(modulesImported('home', 'x.ts', text)).toEqual(['events', 'fees', 'live', 'study']);
  });

  it('server modules import each other without a cycle', () => {
    const graph = moduleGraph();
    // The graph sees the imports there are (live reads the timetable's classes).
    expect(graph.get('live')?.has('timetable')).toBe(true);
    const cycles = moduleCycles(graph).map((group) => group.flatMap((m) => group.filter((n) => graph.get(m)!.has(n)).map((n) => `${m} -> ${n} (${graph.get(m)!.get(n)})`)));
    expect(cycles).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 33 (decision 075): the demo seed lives in apps/server/src/demo/ and only the start
// script and the tests import it; lint refuses any other import of it.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: ROOT });
const rulesHit = async (file: string, code: string) => (await eslint.lintText(code, { filePath: resolve(ROOT, file) }))[0]!.messages.map((m) => m.ruleId);

describe('[issue 33] the demo apart from production code (lint)', () => {
  it('refuses an import of the demo from a module, a plugin, the database layer or app.ts, static or dynamic', async () => {
    const seed = "import { seedDemoData } from '../../demo/index.ts';\nexport const x = seedDemoData;\n";
    expect(await rulesHit('apps/server/src/modules/fees/new-file.ts', seed)).toContain('boundaries/demo-apart');
    expect(await rulesHit('apps/server/src/plugins/new-plugin.ts', "export const x = () => import('../demo/start-demo.ts');\n")).toContain('boundaries/demo-apart');
    expect(await rulesHit('apps/server/src/db/new-file.ts', "export { DEMO_LOGINS } from '../demo/start-demo.ts';\n")).toContain('boundaries/demo-apart');
    expect(await rulesHit('apps/server/src/app-extra.ts', "import { demoVimeoCatalogue } from './demo/vimeo-catalogue.ts';\nexport const x = demoVimeoCatalogue;\n")).toContain('boundaries/demo-apart');
  });

  it('lets the start script, the tests and the demo itself import it', async () => {
    expect(await rulesHit('apps/server/src/start.ts', "export const x = () => import('./demo/start-demo.ts');\n")).not.toContain('boundaries/demo-apart');
    expect(await rulesHit('apps/server/src/modules/fees/new.test.ts', "import { seedDemoData } from '../../demo/index.ts';\nexport const x = seedDemoData;\n")).not.toContain('boundaries/demo-apart');
    expect(await rulesHit('apps/server/src/demo/new-part.ts', "import { bulkInsert } from './bulk-insert.ts';\nexport const x = bulkInsert;\n")).not.toContain('boundaries/demo-apart');
  });

  it('git grep finds the demo imported only by the start script, tests, test harnesses and the demo itself', () => {
    const out = execFileSync('git', ['grep', '-l', '-E', "from '[./]*(/demo|demo)/|import\\('[./]*/demo/", '--', 'apps/server/src', 'packages'], { cwd: ROOT, encoding: 'utf8' });
    const importers = out.split('\n').filter(Boolean);
    const allowed = (f: string) => f.startsWith('apps/server/src/demo/') || f === 'apps/server/src/start.ts' || f.startsWith('apps/server/src/testing/') || /\.(pg-)?test\.tsx?$/.test(f);
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((f) => !allowed(f))).toEqual([]);
  });
});

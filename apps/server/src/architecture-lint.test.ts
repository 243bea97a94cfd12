import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
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

  it('every listed server crossing still exists in the code, so the list only shrinks', () => {
    const grep = (pattern: string, where: string) => {
      try {
        return execFileSync('git', ['grep', '-l', '-F', pattern, '--', where], { cwd: ROOT, encoding: 'utf8' });
      } catch {
        return '';
      }
    };
    const stale = [...ALLOWED_MODULE_CROSSINGS].filter((pair) => {
      const [own, target] = pair.split('>') as [string, string];
      const where = own === 'plugins' ? 'apps/server/src/plugins' : `apps/server/src/modules/${own}`;
      return grep(`/${target}'`, where) === '';
    });
    expect(stale).toEqual([]);
    // The web's sign-in crossings (decision 041) are to end too; none may be added meanwhile.
    expect(ALLOWED_CROSSINGS.size).toBeLessThanOrEqual(6);
  });
});

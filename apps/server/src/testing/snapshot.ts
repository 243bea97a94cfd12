import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_NOW } from './test-clock.ts';

const SRC = fileURLToPath(new URL('../', import.meta.url));
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/** Where migrated and seeded test databases are cached between runs. */
export const SNAPSHOT_DIR = join(REPO, 'node_modules', '.cache', 'portal-server-tests');

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/**
 * A digest of everything the seeded database depends on (migrations, seed, password hashing,
 * the fixed clock), so a cached snapshot is reused only while none of it changed.
 */
export function snapshotKey(): string {
  const hash = createHash('sha256').update(TEST_NOW);
  const inputs = [...filesUnder(join(SRC, 'db')), join(SRC, 'lib', 'passwords.ts'), join(SRC, 'clock.ts')];
  for (const file of inputs.filter((f) => !f.endsWith('.test.ts'))) {
    hash.update(file.slice(SRC.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

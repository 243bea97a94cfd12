import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';

/** Where the embedded server leaves the demo secrets for `npm run sso:link` (decision 018). */
export const DEMO_SSO_FILE = 'sso-demo-secrets.json';

/** What the file holds; scripts/sso-link.mjs reads the same shape. */
export type DemoSsoFile = {
  institutes: { id: number; secret: string }[];
  /** Each login (phone, lower-case email) of an active account to the institutes it is at. */
  logins: Record<string, number[]>;
};

/** The demo secrets and the logins single sign-on accepts at those institutes. */
export async function readDemoSso(db: Kysely<DB>): Promise<DemoSsoFile> {
  const institutes = await db
    .selectFrom('sso_issuer')
    .select(['institute_id as id', 'secret'])
    .where('demo', '=', true)
    .orderBy('institute_id')
    .execute();
  const ids = institutes.map((i) => i.id);
  const users = ids.length
    ? await db
        .selectFrom('app_user')
        .select(['institute_id', 'phone', 'email'])
        .where('institute_id', 'in', ids)
        .where('role', '=', 'user')
        .where('blocked', '=', false)
        .orderBy('id')
        .execute()
    : [];
  const logins: Record<string, number[]> = {};
  const add = (login: string | null, id: number) => {
    if (!login) return;
    const at = (logins[login] ??= []);
    if (!at.includes(id)) at.push(id);
  };
  for (const u of users) {
    add(u.phone, u.institute_id);
    add(u.email?.toLowerCase() ?? null, u.institute_id);
  }
  return { institutes, logins };
}

/**
 * Writes DATA_DIR/sso-demo-secrets.json (mode 0600, replaced atomically) when its content
 * changed. The embedded server calls it after the seed: PGlite lets one process open the data
 * folder, so the link script cannot read the database while the server runs. Only secrets the
 * demo seed made are written; nothing is written when there are none.
 */
export async function writeDemoSsoFile(db: Kysely<DB>, dataDir: string): Promise<boolean> {
  const demo = await readDemoSso(db);
  if (demo.institutes.length === 0) return false;
  const path = join(dataDir, DEMO_SSO_FILE);
  const text = `${JSON.stringify(demo, null, 2)}\n`;
  try {
    if (readFileSync(path, 'utf8') === text) return false;
  } catch {
    // missing or unreadable: write it
  }
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text, { mode: 0o600 });
  chmodSync(tmp, 0o600); // mode applies only when the file is created
  renameSync(tmp, path);
  return true;
}

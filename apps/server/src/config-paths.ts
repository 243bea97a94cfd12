import { resolve } from 'node:path';

/**
 * Where the embedded database lives, read without the rest of the configuration (and without
 * zod), so the server can start PGlite before loading anything else. loadConfig() uses the
 * same rule.
 */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return resolve(cwd, env.DATA_DIR || './data');
}

/** Whether PostgreSQL (DATABASE_URL) is used instead of the embedded database. */
export function usesExternalDatabase(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.DATABASE_URL);
}

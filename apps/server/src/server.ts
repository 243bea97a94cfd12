// The entry point. It starts PGlite first (taking the data-folder lock) in a worker thread,
// then loads and validates the rest on this thread while PGlite boots on the other.
// Budget: ready in 1.5 s (median) on an existing data folder (issue 14).
import { dataDirFromEnv, usesExternalDatabase } from './config-paths.ts';
import { DataDirLockedError } from './db/lock-file.ts';
import { startPglite, type StartingPglite } from './db/pglite-start.ts';

const startedAt = performance.now();
process.setSourceMapsEnabled(true);

let embedded: StartingPglite | undefined;

function fail(message: string): never {
  embedded?.lock.release();
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

if (!usesExternalDatabase()) {
  try {
    embedded = startPglite(dataDirFromEnv(), (err) => {
      // The database is gone (the worker crashed): stop, so a supervisor can restart us.
      console.error('The embedded database stopped:', err);
      embedded?.lock.release();
      process.exit(1);
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }
}

const { ConfigError, loadConfig } = await import('./config.ts');
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}

const { start } = await import('./start.ts');
await start({ config, embedded, startedAt, fail });

import { Writable } from 'node:stream';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { testConfig } from './create-test-app.ts';
import { testClock } from './test-clock.ts';

/** An app logging at trace level into `lines`, for tests that read what reaches the logs. */
export async function appWithCapturedLogs(database: Database) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ db: database.db, config: testConfig({ logLevel: 'trace' }), clock: testClock(), logger: { stream } });
  await app.ready();
  return { app, lines };
}

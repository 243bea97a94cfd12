import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/types.ts';
import type { FileStore } from '../lib/file-store/file-store.ts';
import type { VimeoCatalogue } from '../modules/live/vimeo-catalogue.ts';
import { ensureDemoFiles } from './assignments-files.ts';
import { seedDemoData } from './index.ts';
import { writeDemoSsoFile } from './sso-secrets-file.ts';
import { demoVimeoCatalogue } from './vimeo-catalogue.ts';

type Log = { info(fields: object, message: string): void; error(fields: object, message: string): void };

export type DemoStart = { db: Kysely<DB>; clock: Clock; files: FileStore; log: Log; /** The embedded database's folder: where `npm run sso:link` finds the demo secrets. */ ssoFileDir?: string };

/** What the demo adds to a server: its data, its files, its SSO secrets file and its Vimeo catalogue. */
export async function startDemo({ db, clock, files, log, ssoFileDir }: DemoStart): Promise<{ vimeo: VimeoCatalogue }> {
  const seeded = await seedDemoData(db, clock);
  if (seeded.length) log.info({ parts: seeded }, 'demo data added');
  try {
    // The homework and recording files live in the database (demo_file) and are copied to the
    // file store when missing: a store emptied or moved gets them back at the next start.
    const written = await ensureDemoFiles(files, db);
    if (written > 0) log.info({ written }, 'demo files written to the file store');
  } catch (err) {
    // It does not block the start: a missing demo file is a 404.
    log.error({ err }, 'demo files check failed');
  }
  // The link script cannot open the embedded database while we hold it (decision 018).
  if (ssoFileDir && (await writeDemoSsoFile(db, ssoFileDir))) log.info({}, 'demo single sign-on secrets written');
  return { vimeo: demoVimeoCatalogue };
}

/** The demo accounts, printed when the server starts on the demo (DEMO.md). */
export const DEMO_LOGINS = [
  'School student:    9000000001 / demo1234',
  'Coaching student:  9000000002 / demo1234',
  'Parent of two:     9000000010 / demo1234',
];

import { parentPort, workerData } from 'node:worker_threads';
import { RowError } from '../area-handler.ts';
import { readPackage } from './read-package.ts';
import { readZip } from './read-zip.ts';
import { rosterParts } from './roster-parts.ts';
import { ROWS_PER_MESSAGE, type PlanCommand, type WorkerMessage } from './roster-protocol.ts';

// A OneRoster zip read and mapped to import parts off the server's main thread: unzipping and
// parsing 150,000 rows takes seconds of CPU, during which the main thread would answer no one
// (issue 34: signed-in calls keep answering during an import). Started by roster-plan.ts.
const port = parentPort!;
const send = (message: WorkerMessage) => port.postMessage(message);

function plan(): void {
  let pkg: ReturnType<typeof readPackage>;
  try {
    pkg = readPackage(readZip((workerData as { data: Uint8Array }).data));
  } catch (err) {
    if (!(err instanceof RowError)) throw err;
    return send({ type: 'refused', message: err.message });
  }
  send({ type: 'read', orgs: pkg.files.get('orgs') ?? null, problems: pkg.problems });
  // Once the listener is gone the thread has nothing left to do and ends.
  port.once('message', (command: PlanCommand) => guarded(() => {
    const mapped = rosterParts(pkg, command.org, command.today);
    for (const { rows, ...part } of mapped.parts) {
      send({ type: 'part', part });
      for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) send({ type: 'rows', rows: rows.slice(i, i + ROWS_PER_MESSAGE) });
    }
    send({ type: 'mapped', problems: mapped.problems });
  }));
}

/** A fault of ours (not of the upload) reaches the server's log through the main thread. */
function guarded(work: () => void): void {
  try {
    work();
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    send({ type: 'failed', message: e.message, stack: e.stack });
  }
}

guarded(plan);

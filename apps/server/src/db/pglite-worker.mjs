// Runs PGlite in a worker thread. PGlite executes PostgreSQL as WebAssembly on the thread
// that owns it: here its ~0.6 s boot overlaps the main thread loading the server, and a slow
// query does not stall every HTTP request. The main side is pglite-remote.ts; the messages
// are typed in pglite-protocol.ts. Plain JavaScript: Node 20 cannot start a worker from a
// TypeScript file, and this one must also run from the source tree (dev, tests).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PG_TYPE_PARSERS } from './pg-types.mjs';

const port = parentPort;

/** An Error as plain data: the database's fields (code, detail, constraint...) survive. */
function serializeError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const out = { name: err.name, message: err.message, stack: err.stack };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  return out;
}

const plain = (r) => ({ rows: r.rows, command: r.command, rowCount: r.rowCount, affectedRows: r.affectedRows });

// PostgreSQL's buffer pool. initdb writes 128 MB into postgresql.conf, and PGlite sets all of it
// up in WebAssembly memory at every start: 0.45 s of the server's launch (profiled, decision 050).
// Reads past the pool come from the OS file cache through the file system, and a portal's working
// set fits in 16 MB many times over; a real PostgreSQL (DATABASE_URL) is for larger institutes.
const options = {
  parsers: PG_TYPE_PARSERS,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

// A data folder (the server), a dumped snapshot (tests), or nothing: in memory.
const db = workerData.dataDir
  ? new PGlite(workerData.dataDir, options)
  : workerData.snapshotPath
    ? new PGlite({ loadDataDir: new Blob([readFileSync(workerData.snapshotPath)]), ...options })
    : new PGlite(options);

db.waitReady.then(
  () => port.postMessage({ type: 'ready' }),
  (err) => port.postMessage({ type: 'startFailed', error: serializeError(err) }),
);

port.on('message', async (req) => {
  try {
    let result;
    if (req.op === 'query') result = plain(await db.query(req.sql, req.params));
    else if (req.op === 'exec') result = (await db.exec(req.sql)).map(plain);
    // PGlite hands a notification to its listeners while it reads the committing statement's
    // answer, so the main thread gets it before that statement's result (decision 057).
    else if (req.op === 'listen') await db.listen(req.channel, (payload) => port.postMessage({ type: 'notification', channel: req.channel, payload }));
    else await db.close();
    port.postMessage({ type: 'result', id: req.id, ok: true, result });
  } catch (err) {
    port.postMessage({ type: 'result', id: req.id, ok: false, error: serializeError(err) });
  }
});

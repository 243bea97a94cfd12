// Standalone: `node scripts/bench/video-stream-run.mjs` (after `npm run build`) starts the built
// server on a data folder of its own and runs the recording stream bench alone (issue 16).
import { existsSync, rmSync } from 'node:fs';
import { startServer } from './server-process.mjs';
import { printVideoStream, videoStreamBench } from './video-stream.mjs';

const PORT = 3230;
const DATA_DIR = '.tmp/bench-video-data';
if (existsSync(DATA_DIR)) rmSync(DATA_DIR, { recursive: true });
const server = await startServer({ port: PORT, dataDir: DATA_DIR });
try {
  if (!printVideoStream(await videoStreamBench(`http://127.0.0.1:${PORT}`, server.pid, DATA_DIR))) process.exitCode = 1;
} finally {
  await server.stop();
}

// Starts a TypeScript worker from the source tree (tests, `npm run dev`): Node cannot load a .ts
// file as a worker's entry, so this plain module loads it through tsx. The bundle (build.mjs)
// makes each worker an entry point of its own and starts it directly.
import { workerData } from 'node:worker_threads';

const { tsImport } = await import('tsx/esm/api');
await tsImport(workerData.file, import.meta.url);

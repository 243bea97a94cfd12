import { Worker } from 'node:worker_threads';

/**
 * A worker thread running `entry` (a TypeScript module next to the caller, e.g.
 * `new URL('./roster-worker.ts', import.meta.url)`), with `data` as its `workerData.data`. In the
 * bundle the entry is `<name>.js` beside the server (build.mjs lists it); from the source tree it
 * starts through tsx (ts-worker-boot.mjs).
 */
export function startWorker(entry: URL, name: string, data: unknown): Worker {
  // This module's own address says which: a .ts file in the source tree, a chunk in the bundle.
  if (import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./ts-worker-boot.mjs', import.meta.url), { workerData: { file: entry.href, data } });
  }
  return new Worker(new URL(`./${name}.js`, import.meta.url), { workerData: { data } });
}

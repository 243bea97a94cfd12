import type { ImportPart } from '../import-engine.ts';
import type { RowProblem } from '../import-records.ts';
import { AREA_HANDLERS } from '../areas/index.ts';
import { startWorker } from '../../../lib/worker/start-worker.ts';
import type { OrgBinding } from './org-binding.ts';
import type { PackageFile } from './read-package.ts';
import type { PlanCommand, WorkerMessage } from './roster-protocol.ts';

/** What a OneRoster zip imports: its parts, the problems found on the way, or why none. */
export type RosterPlan = { parts: ImportPart[]; problems: RowProblem[]; refused?: string; bind?: string };

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1) + '.';

/**
 * Reads and maps a OneRoster zip in a worker thread (roster-worker.ts), so the server's main thread
 * stays free for other calls; `bindingOf` decides, from orgs.csv, whether the package is the
 * institute's (org-binding.ts), between the reading and the mapping.
 */
export function planRoster(zip: Uint8Array, today: string, bindingOf: (orgs: PackageFile | undefined) => Promise<OrgBinding>): Promise<RosterPlan> {
  const worker = startWorker(new URL('./roster-worker.ts', import.meta.url), 'roster-worker', zip);
  return new Promise<RosterPlan>((resolve, reject) => {
    const plan: RosterPlan = { parts: [], problems: [] };
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'refused':
          return settle(() => resolve({ parts: [], problems: [], refused: sentence(message.message) }));
        case 'read':
          plan.problems.push(...message.problems);
          return void bindingOf(message.orgs ?? undefined).then((binding) => {
            if ('refused' in binding) return settle(() => resolve({ ...plan, refused: binding.refused }));
            if (binding.bindNow) plan.bind = binding.org;
            worker.postMessage({ type: 'map', org: binding.org, today } satisfies PlanCommand);
          }, (err: unknown) => settle(() => reject(err)));
        case 'part':
          return void plan.parts.push({ ...message.part, handler: AREA_HANDLERS.get(message.part.area)!, rows: [] });
        case 'rows':
          return void plan.parts.at(-1)!.rows.push(...message.rows);
        case 'mapped':
          plan.problems.push(...message.problems);
          return settle(() => resolve(plan));
        case 'failed':
          return settle(() => reject(Object.assign(new Error(`OneRoster planning worker: ${message.message}`), { stack: message.stack })));
      }
    });
    worker.on('error', (err) => settle(() => reject(err)));
    worker.on('exit', (code) => settle(() => reject(new Error(`OneRoster planning worker ended (code ${code}) before its plan`))));
  });
}

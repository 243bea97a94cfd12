import type { RowProblem } from '../import-records.ts';
import type { UploadRow } from '../import-engine.ts';
import type { PackageFile } from './read-package.ts';
import type { RosterPart } from './roster-parts.ts';

/** What the planning worker (roster-worker.ts) sends, in this order. */
export type WorkerMessage =
  /** The package cannot be imported at all (not a zip, no manifest...). */
  | { type: 'refused'; message: string }
  /** Read: orgs.csv for the institute's binding, and the package's own problems. */
  | { type: 'read'; orgs: PackageFile | null; problems: RowProblem[] }
  /** A part of the import begins; its rows follow in slices. */
  | { type: 'part'; part: Omit<RosterPart, 'rows'> }
  | { type: 'rows'; rows: UploadRow[] }
  | { type: 'mapped'; problems: RowProblem[] }
  | { type: 'failed'; message: string; stack?: string };

/** What the worker is told after 'read' (unless it is stopped): map the package for this org. */
export type PlanCommand = { type: 'map'; org: string; today: string };

// Rows travel in slices: each message is copied (structured clone) on the server's main thread
// when it arrives, and a slice copies in a few milliseconds between other requests.
export const ROWS_PER_MESSAGE = 1000;

import type { AreaHandler } from './area-handler.ts';
import type { RowProblem } from './import-records.ts';

// What an import is asked to do (import-engine.ts runs it): its parts, the job's settings.
export type UploadRow = { line: number; value: unknown };

/** One area's records within a job (a OneRoster package has several, in dependency order). */
export type ImportPart = {
  handler: AreaHandler;
  mode: 'delta' | 'bulk';
  scope: string | null;
  /** The name errors carry (records.json, users.csv...). */
  file: string;
  rows: UploadRow[];
  /** The file's own column for a record field, where they differ (OneRoster's sourcedId for source_id). */
  columns?: Readonly<Record<string, string>>;
};

export type ImportRequest = {
  instituteId: number;
  /** The institute's zone: 'today' for what an area does with dates. */
  timeZone: string;
  keyId: number;
  keyName: string;
  /** What the job is listed as: an area, or 'oneroster'. */
  area: string;
  mode: 'delta' | 'bulk';
  scope: string | null;
  dryRun: boolean;
  atomic: boolean;
  maxDeletePercent: number;
  parts: ImportPart[];
  /** Problems found before the records (a package's files), reported with the job's. */
  problems?: RowProblem[];
  /** Why nothing of the upload can be imported (no manifest, another institute's org...). */
  refused?: string;
  /**
   * Work out the parts once the job exists (a OneRoster zip is read in a worker meanwhile, and
   * the caller already has the job's id): what it returns takes the place of the fields above.
   */
  plan?: (jobId: string) => Promise<Pick<ImportRequest, 'mode' | 'parts' | 'problems' | 'refused'>>;
};

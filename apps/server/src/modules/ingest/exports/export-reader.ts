import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.ts';
import type { SignedLinks } from '../../../lib/signed-links.ts';
import type { ChangeCursor } from './change-cursor.ts';

/** What a reader of an export area is asked: the institute's rows changed after the cursor. */
export type ExportRead = {
  db: Kysely<DB>;
  instituteId: number;
  cursor: ChangeCursor;
  since: string | undefined;
  limit: number;
  /** Signed addresses of submitted files (the assignment file route's own kind of link). */
  fileLinks: SignedLinks;
};

export type ExportPage<R> = { rows: R[]; next: string; hasMore: boolean };

export const iso = (d: Date | null): string | null => d?.toISOString() ?? null;
export const num = (v: string | null): number | null => (v === null ? null : Number(v));

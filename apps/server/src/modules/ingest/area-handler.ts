import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { IngestWriteArea } from '@portal/contract';
import type { DB } from '../../db/types.ts';

/** A refusal of one record a clerk can act on: the field at fault and what to change. */
export class RowError extends Error {
  constructor(
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** What a record is written with: the transaction, the key's institute, the moment and the institute's zone. */
export type AreaContext = { trx: Kysely<DB>; instituteId: number; now: Date; timeZone: string };

/**
 * One area of the integration API (decision 078): its record's schema, how a record is written
 * (created when `localId` is undefined, else updated) and what deleting it means. The engine
 * does the rest: jobs, counts, unchanged records, scopes, the delete guard, dry runs.
 */
export type AreaHandler<R extends { source_id: string } = { source_id: string }> = {
  area: IngestWriteArea;
  record: z.ZodType<R, unknown>;
  /** Writes the record; returns the local id it lives under. Throws RowError to refuse it. */
  write(ctx: AreaContext, record: R, localId: number | undefined): Promise<number>;
  /**
   * Undoes what the record made (decision 078 says what per area). Throws RowError to refuse.
   * 'retired': the row stays (a person's account, blocked) and so does its link to the source
   * id, so the same record sent again brings it back instead of making another.
   */
  remove(ctx: AreaContext, localId: number): Promise<void | 'retired'>;
  /**
   * Optional: what write(ctx, record, undefined) does, for many new records at once (a chunk of
   * a first import: a few statements instead of several per record); their local ids, in order.
   * Throws (anything) when any record would be refused: the engine then writes them one by one,
   * which reports each refusal.
   */
  writeNew?(ctx: AreaContext, records: R[]): Promise<number[]>;
  /**
   * A record as an institute would send it, for the CSV template (GET /templates/{area}) where
   * the fields' names and types alone cannot make a valid one (one of two fields, say).
   */
  example?: Readonly<Record<string, unknown>>;
  /** false: the records are nested (a test's sections, a question's options): JSON only. */
  csv?: false;
};

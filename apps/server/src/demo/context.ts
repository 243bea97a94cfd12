import type { Transaction } from 'kysely';
import type { DB } from '../db/types.ts';

/** The academic year ids of one institute, as the years seeder created them. */
export type InstituteYears = { previous: number; current: number };

/** What every seed file receives: the open transaction and dates computed once from the clock. */
export type SeedContext = {
  trx: Transaction<DB>;
  /** Today in India, YYYY-MM-DD. */
  today: string;
  /** The clock's instant the seed runs at: demo items placed around it (a live class in progress). */
  now: Date;
  years: Map<number, InstituteYears>;
};

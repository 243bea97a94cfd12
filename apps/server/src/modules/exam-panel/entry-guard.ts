import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@portal/contract';
import type { Clock } from '../../clock.ts';
import type { RateLimitRule } from '../../config.ts';
import type { DB } from '../../db/types.ts';
import { HttpError } from '../../http-error.ts';
import { createLoginRateLimiter } from '../../plugins/rate-limit.ts';
import { PANEL_MESSAGES } from './panel-errors.ts';

const keyOf = (ip: string) => `panel:address:${ip}`;

/**
 * Launch tokens presented at enter that were never issued (guesses), counted per client address
 * in the login limiter's table at the login's address rule (decision 040). Unlike the login, a
 * valid token never reserves a unit: a school lab behind one address starts 200 panels in the
 * same second, and reservations held by valid starts would refuse the 31st. So the guard reads
 * the address's count before the lookup (a primary-key read, no lock) and counts each unknown
 * token after it, atomically (the limiter's reserve). A replayed or expired token is not a guess
 * (it was issued) and is not counted. Parallel guesses may pass the read a few at a time; with
 * 256-bit tokens the bound that matters is the order of magnitude, not the last unit.
 */
export function createEntryGuard(db: Kysely<DB>, clock: Clock, rule: RateLimitRule) {
  const limiter = createLoginRateLimiter(db, clock, { account: rule, address: rule }, { tooMany: () => PANEL_MESSAGES.tooManyLaunches });
  const refusal = (retryAfterSeconds: number) =>
    new HttpError(429, ERROR_CODES.rateLimited, PANEL_MESSAGES.tooManyLaunches, undefined, { 'retry-after': String(retryAfterSeconds) });

  const refusedSince = (windowStart: Date, now: number) => refusal(Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000)));

  return {
    /** 429 when the address has used up its unknown tokens in the current window. */
    async assertAllowed(ip: string): Promise<void> {
      const now = clock.now().getTime();
      const row = await db.selectFrom('rate_limit').select(['window_start', 'count']).where('key', '=', keyOf(ip)).executeTakeFirst();
      if (!row || row.window_start.getTime() <= now - rule.windowMs || row.count < rule.max) return;
      throw refusedSince(row.window_start, now);
    },
    /**
     * The same rule for a statement that reads it itself (the enter's, in one round trip): the
     * address is refused while its row's window started after `windowAfter` and holds `max`.
     */
    limitOf(ip: string, now: Date): AddressLimit {
      return { key: keyOf(ip), windowAfter: new Date(now.getTime() - rule.windowMs), max: rule.max };
    },
    /** The 429 for a window that started at `windowStart`. */
    refusedSince,
    /** Counts an unknown token; 429 when it was one too many. */
    async countGuess(ip: string): Promise<void> {
      await limiter.reserve({ account: keyOf(ip), address: keyOf(ip) }, 'address');
    },
  };
}
export type EntryGuard = ReturnType<typeof createEntryGuard>;
export type AddressLimit = { key: string; windowAfter: Date; max: number };

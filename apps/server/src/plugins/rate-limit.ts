import { sql, type Kysely } from 'kysely';
import { ERROR_CODES } from '@portal/contract';
import type { Clock } from '../clock.ts';
import type { RateLimitRule } from '../config.ts';
import type { DB } from '../db/types.ts';
import { HttpError } from '../http-error.ts';

export type LoginRateLimits = { account: RateLimitRule; address: RateLimitRule };

/** How long the caller must wait, for the 429's message. */
export type RateLimitWait = { windowMinutes: number; retryAfterSeconds: number };

export type RateLimiterOptions = {
  /** The 429's message; the login's sign-in text by default. */
  tooMany?: (wait: RateLimitWait) => string;
};

const signInTooMany = ({ windowMinutes: m }: RateLimitWait) =>
  `Too many sign-in attempts. Please wait ${m} minute${m === 1 ? '' : 's'} and try again.`;

export type LoginAttemptKeys = { account: string; address: string };

/** The counts one call took, to give back when it turns out not to count (decision 029). */
export type Reservation = { readonly held: readonly Held[] };
type Held = { kind: 'account' | 'address'; key: string; windowStart: Date };

export type LoginRateLimiter = {
  /**
   * Judges and counts in one statement per key (decision 029): takes one unit of the account's
   * and the address's budget (or the address's only), or throws 429 and takes nothing. Called
   * before the work the limit protects (argon2, a message sent), so parallel requests cannot
   * all pass a check made before any of them was counted.
   */
  reserve(keys: LoginAttemptKeys, only?: 'address'): Promise<Reservation>;
  /** Gives back what a reservation took (the attempt did not fail; a chooser sends nothing). */
  release(reservation: Reservation, only?: 'account'): Promise<void>;
  /** Counts one failure without judging it: a failure found after the reservation was given back. */
  recordFailure(keys: LoginAttemptKeys, only?: 'address'): Promise<void>;
  /** A correct password clears the account's count (not the address's). */
  clearAccount(keys: LoginAttemptKeys): Promise<void>;
};

const CLEANUP_EVERY_MS = 10 * 60_000;

/** The account key: the login name as typed, without spaces and case (phone or email). */
export function accountKey(userName: string): string {
  return `login:account:${userName.replace(/\s+/g, '').toLowerCase()}`;
}

export function addressKey(ip: string): string {
  return `login:address:${ip}`;
}

/** '<area>:<kind>:' of a key (the value may hold colons itself: an IPv6 address). */
function keyPrefix(key: string): string {
  const [area = '', kind = ''] = key.split(':', 2);
  return `${area}:${kind}:`;
}

/**
 * Failed sign-ins counted in fixed windows in the database, so every app process behind a
 * load balancer sees the same counts. An attempt reserves its unit before it is judged, in the
 * statement that checks the limit, and gives it back when it did not fail (decision 029). The account limit is low and per login name; the
 * address limit is higher and separate, so someone failing on one account from an address
 * locks that account only, while a spray over many accounts from one address is stopped too.
 * Other counted actions (forgot password per phone, change password per account: decision 022)
 * use the same counter with keys of their own and, through options, their own message.
 *
 * Keys read '<area>:<kind>:<value>'. The periodic cleanup deletes only rows under the prefixes
 * this limiter has written, older than its longest window: limiters with longer windows (an
 * hour for password resets) share the table without losing their counts to a shorter one.
 */
export function createLoginRateLimiter(
  db: Kysely<DB>,
  clock: Clock,
  limits: LoginRateLimits,
  options: RateLimiterOptions = {},
): LoginRateLimiter {
  let lastCleanup = 0;
  const tooMany = options.tooMany ?? signInTooMany;
  const prefixes = new Set<string>();
  const rules = (keys: LoginAttemptKeys, only?: 'address') =>
    [
      { kind: 'account' as const, key: keys.account, rule: limits.account },
      { kind: 'address' as const, key: keys.address, rule: limits.address },
    ].filter((r) => only === undefined || r.kind === only);

  /**
   * One statement: a new or expired window starts at 1; a live one under the limit gains 1;
   * a live one at the limit is left alone and no row comes back (with `judge` false it gains 1
   * anyway). PostgreSQL locks the row for the conflict's update and reads its latest version,
   * so concurrent callers (in any process) are judged one after another.
   */
  async function take(key: string, rule: RateLimitRule, now: Date, judge = true): Promise<Date | null> {
    prefixes.add(keyPrefix(key));
    const expired = sql<boolean>`rate_limit.window_start <= ${new Date(now.getTime() - rule.windowMs)}`;
    const row = await db
      .insertInto('rate_limit')
      .values({ key, window_start: now, count: 1 })
      .onConflict((oc) => {
        const update = oc.column('key').doUpdateSet({
          count: sql`case when ${expired} then 1 else rate_limit.count + 1 end`,
          window_start: sql`case when ${expired} then ${now}::timestamptz else rate_limit.window_start end`,
        });
        return judge ? update.where(sql<boolean>`${expired} or rate_limit.count < ${rule.max}`) : update;
      })
      .returning('window_start')
      .executeTakeFirst();
    return row?.window_start ?? null;
  }

  async function give(held: readonly Held[]): Promise<void> {
    for (const { key, windowStart } of held) {
      // Only within the window taken from: a window restarted since owes nothing back.
      await db
        .updateTable('rate_limit')
        .set({ count: sql`rate_limit.count - 1` })
        .where('key', '=', key)
        .where('window_start', '=', windowStart)
        .where('count', '>', 0)
        .execute();
    }
  }

  async function refusal(key: string, rule: RateLimitRule, now: number): Promise<HttpError> {
    const row = await db.selectFrom('rate_limit').select('window_start').where('key', '=', key).executeTakeFirst();
    const endsAt = (row?.window_start.getTime() ?? now) + rule.windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((endsAt - now) / 1000));
    const windowMinutes = Math.max(1, Math.round(rule.windowMs / 60_000));
    return new HttpError(429, ERROR_CODES.rateLimited, tooMany({ windowMinutes, retryAfterSeconds }), undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }

  async function cleanup(now: Date): Promise<void> {
    if (now.getTime() - lastCleanup <= CLEANUP_EVERY_MS) return;
    lastCleanup = now.getTime();
    const longest = Math.max(limits.account.windowMs, limits.address.windowMs);
    await db
      .deleteFrom('rate_limit')
      .where('window_start', '<', new Date(now.getTime() - longest))
      .where((eb) => eb.or([...prefixes].map((p) => eb('key', 'like', `${p.replace(/[\\%_]/g, '\\$&')}%`))))
      .execute();
  }

  return {
    async reserve(keys, only) {
      const now = clock.now();
      const held: Held[] = [];
      for (const { kind, key, rule } of rules(keys, only)) {
        const windowStart = await take(key, rule, now);
        if (!windowStart) {
          await give(held); // the account's unit, when the address is what is used up
          throw await refusal(key, rule, now.getTime());
        }
        held.push({ kind, key, windowStart });
      }
      await cleanup(now);
      return { held };
    },

    async release(reservation, only) {
      await give(reservation.held.filter((h) => only === undefined || h.kind === only));
    },

    async recordFailure(keys, only) {
      const now = clock.now();
      for (const { key, rule } of rules(keys, only)) await take(key, rule, now, false);
      await cleanup(now);
    },

    async clearAccount(keys) {
      await db.deleteFrom('rate_limit').where('key', '=', keys.account).execute();
    },
  };
}

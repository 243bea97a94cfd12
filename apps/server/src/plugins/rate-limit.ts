import { sql, type Kysely } from 'kysely';
import { ERROR_CODES } from '@portal/contract';
import type { Clock } from '../clock.ts';
import type { RateLimitRule } from '../config.ts';
import type { DB } from '../db/types.ts';
import { HttpError } from '../http-error.ts';

export type LoginRateLimits = { account: RateLimitRule; address: RateLimitRule };

export type LoginAttemptKeys = { account: string; address: string };

export type LoginRateLimiter = {
  /** Throws 429 when the account or the address has used up its failures in the window. */
  assertAllowed(keys: LoginAttemptKeys): Promise<void>;
  recordFailure(keys: LoginAttemptKeys): Promise<void>;
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

/**
 * Failed sign-ins counted in fixed windows in the database, so every app process behind a
 * load balancer sees the same counts. The account limit is low and per login name; the
 * address limit is higher and separate, so someone failing on one account from an address
 * locks that account only, while a spray over many accounts from one address is stopped too.
 */
export function createLoginRateLimiter(db: Kysely<DB>, clock: Clock, limits: LoginRateLimits): LoginRateLimiter {
  let lastCleanup = 0;
  const rules = (keys: LoginAttemptKeys) =>
    [
      { key: keys.account, rule: limits.account },
      { key: keys.address, rule: limits.address },
    ] as const;

  return {
    async assertAllowed(keys) {
      const now = clock.now().getTime();
      const rows = await db
        .selectFrom('rate_limit')
        .select(['key', 'window_start', 'count'])
        .where('key', 'in', [keys.account, keys.address])
        .execute();
      for (const { key, rule } of rules(keys)) {
        const row = rows.find((r) => r.key === key);
        if (!row) continue;
        const endsAt = row.window_start.getTime() + rule.windowMs;
        if (endsAt > now && row.count >= rule.max) {
          const minutes = Math.max(1, Math.round(rule.windowMs / 60_000));
          throw new HttpError(
            429,
            ERROR_CODES.rateLimited,
            `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
            undefined,
            { 'retry-after': String(Math.max(1, Math.ceil((endsAt - now) / 1000))) },
          );
        }
      }
    },

    async recordFailure(keys) {
      const nowDate = clock.now();
      for (const { key, rule } of rules(keys)) {
        const cutoff = new Date(nowDate.getTime() - rule.windowMs);
        const expired = sql<boolean>`rate_limit.window_start <= ${cutoff}`;
        await db
          .insertInto('rate_limit')
          .values({ key, window_start: nowDate, count: 1 })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              count: sql`case when ${expired} then 1 else rate_limit.count + 1 end`,
              window_start: sql`case when ${expired} then ${nowDate}::timestamptz else rate_limit.window_start end`,
            }),
          )
          .execute();
      }
      if (nowDate.getTime() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = nowDate.getTime();
        const longest = Math.max(limits.account.windowMs, limits.address.windowMs);
        await db.deleteFrom('rate_limit').where('window_start', '<', new Date(nowDate.getTime() - longest)).execute();
      }
    },

    async clearAccount(keys) {
      await db.deleteFrom('rate_limit').where('key', '=', keys.account).execute();
    },
  };
}

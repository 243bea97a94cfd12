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

export type LoginRateLimiter = {
  /** Throws 429 when the account or the address has used up its failures in the window. */
  assertAllowed(keys: LoginAttemptKeys): Promise<void>;
  /** Counts one event (a failed sign-in; a reset request) against both keys, or the address's only. */
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
 * load balancer sees the same counts. The account limit is low and per login name; the
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
  const rules = (keys: LoginAttemptKeys) =>
    [
      { kind: 'account', key: keys.account, rule: limits.account },
      { kind: 'address', key: keys.address, rule: limits.address },
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
          const retryAfterSeconds = Math.max(1, Math.ceil((endsAt - now) / 1000));
          const windowMinutes = Math.max(1, Math.round(rule.windowMs / 60_000));
          throw new HttpError(429, ERROR_CODES.rateLimited, tooMany({ windowMinutes, retryAfterSeconds }), undefined, {
            'retry-after': String(retryAfterSeconds),
          });
        }
      }
    },

    async recordFailure(keys, only) {
      const nowDate = clock.now();
      for (const { key, rule } of rules(keys).filter((r) => only === undefined || r.kind === only)) {
        prefixes.add(keyPrefix(key));
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
        await db
          .deleteFrom('rate_limit')
          .where('window_start', '<', new Date(nowDate.getTime() - longest))
          .where((eb) => eb.or([...prefixes].map((p) => eb('key', 'like', `${p.replace(/[\\%_]/g, '\\$&')}%`))))
          .execute();
      }
    },

    async clearAccount(keys) {
      await db.deleteFrom('rate_limit').where('key', '=', keys.account).execute();
    },
  };
}

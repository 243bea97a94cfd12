import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/types.ts';

export type SignedLinkQuery = { r: number; exp: number; sig: string };
export type SignedLinkCheck = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'expired' };

export type SignedLinkOptions = {
  /** The row in server_secret holding this kind of link's key (one key per kind). */
  secretName: string;
  /** Signed together with the id, so a signature of one kind never fits another. */
  purpose: string;
  /** The public route the address names. */
  path: string;
  ttlSeconds: number;
  /**
   * Expiries rounded up to a multiple of this many seconds: every address of one id made within
   * such a span is the same, so an answer kept per data version (decision 058) can carry it and
   * be keyed by expiry(). An address then serves between ttlSeconds and ttlSeconds + this.
   */
  roundSeconds?: number;
};

/** The named secret, made at first use: the insert that loses a race keeps the winner's value. */
export async function serverSecret(db: Kysely<DB>, name: string, value: string): Promise<string> {
  await db.insertInto('server_secret').values({ name, value }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** base64url of HMAC-SHA256 over the purpose, the id and the expiry. */
function signature(secret: string, purpose: string, id: number, exp: number): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}:${exp}`).digest('base64url');
}

/**
 * Short-lived signed download addresses (fee receipts, assignment files): r (the row the file
 * belongs to), exp (unix seconds) and sig = HMAC-SHA256 of purpose, r and exp under a server
 * secret. The secret is made at first use and kept in the database (server_secret), so every
 * process of a DATABASE_URL deployment signs and checks with the same one, and it is never in
 * the repository. The signature is the whole permission: whoever holds the address may fetch
 * the file until it expires, like a pre-signed storage address; the call that hands it out
 * checks the caller.
 */
export function createSignedLinks(db: Kysely<DB>, clock: Clock, options: SignedLinkOptions) {
  const { secretName, purpose, path, ttlSeconds, roundSeconds = 1 } = options;
  let secret: Promise<string> | null = null;
  const key = () => {
    secret ??= serverSecret(db, secretName, randomBytes(32).toString('base64url')).catch((err: unknown) => {
      secret = null; // a failed read is tried again on the next call
      throw err;
    });
    return secret;
  };

  /** The expiry (unix seconds) of an address made now. */
  const expiry = () => Math.ceil((Math.floor(clock.now().getTime() / 1000) + ttlSeconds) / roundSeconds) * roundSeconds;

  return {
    expiry,

    /** A root-relative address valid for ttlSeconds from now (or until `exp`, from expiry()). */
    async create(id: number, exp = expiry()): Promise<string> {
      const sig = signature(await key(), purpose, id, exp);
      return `${path}?r=${id}&exp=${exp}&sig=${sig}`;
    },

    /**
     * The id a fetched address names. The signature is checked first (in constant time), so
     * a tampered address is 'invalid' whatever its exp; only a genuine one can be 'expired'.
     */
    async check(query: SignedLinkQuery): Promise<SignedLinkCheck> {
      // Compared as text: decoding base64url would accept other spellings of the same bytes.
      const given = Buffer.from(query.sig);
      const expected = Buffer.from(signature(await key(), purpose, query.r, query.exp));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      if (clock.now().getTime() > query.exp * 1000) return { ok: false, reason: 'expired' };
      return { ok: true, id: query.r };
    },
  };
}

export type SignedLinks = ReturnType<typeof createSignedLinks>;

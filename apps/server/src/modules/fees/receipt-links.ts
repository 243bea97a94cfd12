import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { serverSecret } from './fees.repository.ts';

/** How long a receipt download address works after the download call [FEES-RCPT-2] (decision 017). */
export const RECEIPT_LINK_TTL_SECONDS = 60;

/** Where the signed address points: the public file route of this server. */
export const RECEIPT_FILE_PATH = '/api/v1/fee-receipts/file';

const SECRET_NAME = 'receipt-links';

export type ReceiptLinkCheck = { ok: true; paymentId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** base64url of HMAC-SHA256 over the payment and expiry. */
function signature(secret: string, paymentId: number, exp: number): string {
  return createHmac('sha256', secret).update(`fee-receipt:${paymentId}:${exp}`).digest('base64url');
}

/**
 * Short-lived signed download addresses for receipts: r (the payment), exp (unix seconds)
 * and sig = HMAC-SHA256 of both under a server secret. The secret is made at first use and
 * kept in the database (server_secret), so every process of a DATABASE_URL deployment signs
 * and checks with the same one, and it is never in the repository. The signature is the
 * whole permission: whoever holds the address may fetch the file until it expires, like a
 * pre-signed storage address.
 */
export function createReceiptLinks(db: Kysely<DB>, clock: Clock) {
  let secret: Promise<string> | null = null;
  const key = () => {
    secret ??= serverSecret(db, SECRET_NAME, randomBytes(32).toString('base64url')).catch((err: unknown) => {
      secret = null; // a failed read is tried again on the next call
      throw err;
    });
    return secret;
  };

  return {
    /** A root-relative address valid for RECEIPT_LINK_TTL_SECONDS from now. */
    async create(paymentId: number): Promise<string> {
      const exp = Math.floor(clock.now().getTime() / 1000) + RECEIPT_LINK_TTL_SECONDS;
      const sig = signature(await key(), paymentId, exp);
      return `${RECEIPT_FILE_PATH}?r=${paymentId}&exp=${exp}&sig=${sig}`;
    },

    /**
     * The payment a fetched address names. The signature is checked first (in constant time),
     * so a tampered address is 'invalid' whatever its exp; only a genuine one can be 'expired'.
     */
    async check(query: { r: number; exp: number; sig: string }): Promise<ReceiptLinkCheck> {
      // Compared as text: decoding base64url would accept other spellings of the same bytes.
      const given = Buffer.from(query.sig);
      const expected = Buffer.from(signature(await key(), query.r, query.exp));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      if (clock.now().getTime() > query.exp * 1000) return { ok: false, reason: 'expired' };
      return { ok: true, paymentId: query.r };
    },
  };
}

export type ReceiptLinks = ReturnType<typeof createReceiptLinks>;

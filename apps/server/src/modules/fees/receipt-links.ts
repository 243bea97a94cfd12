import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { createSignedLinks, type SignedLinks } from '../../lib/signed-links.ts';

/** How long a receipt download address works after the download call [FEES-RCPT-2] (decision 017). */
export const RECEIPT_LINK_TTL_SECONDS = 60;

/** Where the signed address points: the public file route of this server. */
export const RECEIPT_FILE_PATH = '/api/v1/fee-receipts/file';

/**
 * Short-lived signed download addresses for receipts (lib/signed-links.ts): r is the payment.
 * The secret and the signed text ('fee-receipt:<payment>:<exp>') are those the receipts were
 * always signed with, so an address handed out before an upgrade still works.
 */
export function createReceiptLinks(db: Kysely<DB>, clock: Clock): SignedLinks {
  return createSignedLinks(db, clock, {
    secretName: 'receipt-links',
    purpose: 'fee-receipt',
    path: RECEIPT_FILE_PATH,
    ttlSeconds: RECEIPT_LINK_TTL_SECONDS,
  });
}

export type ReceiptLinks = SignedLinks;

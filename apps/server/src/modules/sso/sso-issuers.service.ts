import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * The secret an institute's own system signs its sign-on links with (decision 018's format:
 * HMAC-SHA256, see sso-token.mjs). Made on the command line; a new one replaces the old at
 * once, so links signed with the old one stop working.
 */
export function createSsoIssuers({ db }: { db: Kysely<DB> }) {
  return {
    async newSecret(instituteId: number): Promise<string> {
      const secret = randomBytes(32).toString('base64url');
      await db
        .insertInto('sso_issuer')
        .values({ institute_id: instituteId, secret, demo: false })
        .onConflict((oc) => oc.column('institute_id').doUpdateSet({ secret, demo: false, created_at: sql`now()` }))
        .execute();
      return secret;
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { SeedContext } from './context.ts';
import { DEMO_INSTITUTES } from './institutes.ts';

/**
 * A single sign-on secret for every demo institute, random per database (decision 018): the
 * demo's links are signed with it by `npm run sso:link`, which reads it from the database
 * (DATABASE_URL) or from the copy the embedded server writes to DATA_DIR at start.
 */
export async function seedSso({ trx }: SeedContext): Promise<void> {
  await trx
    .insertInto('sso_issuer')
    .values(DEMO_INSTITUTES.map((i) => ({ institute_id: i.id, secret: randomBytes(32).toString('base64url'), demo: true })))
    .execute();
}

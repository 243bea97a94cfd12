import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export type NewInstitute = { name: string; is_school: boolean; hosts: string[]; time_zone: string; language: string | null };

// Taken while an id is chosen, so two creations at once do not pick the same one.
const INSTITUTE_ID_LOCK = 727_077;

/**
 * Inserts an institute with the next free id (ids are the institute's number in addresses and
 * sign-on links, so they are small and stable; the column has no sequence of its own).
 */
export async function insertInstitute(db: Kysely<DB>, row: NewInstitute): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${INSTITUTE_ID_LOCK})`.execute(trx);
    const { next } = await trx.selectFrom('institute').select(sql<number>`coalesce(max(id), 0) + 1`.as('next')).executeTakeFirstOrThrow();
    await trx
      .insertInto('institute')
      .values({
        id: next,
        ...row,
        // The portal's own marks until the institute brings its logo (a later import sets them).
        logo_url: '/my-account/brand/default-logo.svg',
        favicon_url: '/my-account/brand/default-favicon.svg',
        file_manager: 'BOTH',
        classes_mode: 'HYBRID_BLENDED',
        exam_mode: 'HYBRID_BLENDED',
        online_assignment: true,
        store: false,
        elearn: false,
        marketing_banner: false,
        fee_struct_linked: false,
        fee_receipts: false,
        fine_configured: false,
        country_calling_code: '91',
      })
      .execute();
    return next;
  });
}

export function instituteExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return db.selectFrom('institute').select('id').where('id', '=', id).executeTakeFirst().then(Boolean);
}

export async function instituteName(db: Kysely<DB>, id: number): Promise<string | undefined> {
  return (await db.selectFrom('institute').select('name').where('id', '=', id).executeTakeFirst())?.name;
}

export function listInstitutes(db: Kysely<DB>): Promise<{ id: number; name: string; is_school: boolean; hosts: string[] }[]> {
  return db.selectFrom('institute').select(['id', 'name', 'is_school', 'hosts']).orderBy('id').execute();
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export type ApiKeyRow = { id: number; institute_id: number; name: string; prefix: string; key_hash: string; scopes: string[]; created_at: Date; last_used_at: Date | null; revoked_at: Date | null };

export function insertApiKey(db: Kysely<DB>, row: { institute_id: number; name: string; prefix: string; key_hash: string; scopes: string[] }): Promise<{ id: number }> {
  return db.insertInto('api_key').values(row).returning('id').executeTakeFirstOrThrow();
}

/** The live keys starting with `prefix` (one, save a collision of 72 random bits). */
export function liveKeysByPrefix(db: Kysely<DB>, prefix: string): Promise<ApiKeyRow[]> {
  return db.selectFrom('api_key').selectAll().where('prefix', '=', prefix).where('revoked_at', 'is', null).execute();
}

export function keysOf(db: Kysely<DB>, instituteId: number | undefined): Promise<ApiKeyRow[]> {
  let q = db.selectFrom('api_key').selectAll().orderBy('id');
  if (instituteId !== undefined) q = q.where('institute_id', '=', instituteId);
  return q.execute();
}

export async function revokeKey(db: Kysely<DB>, id: number, at: Date): Promise<boolean> {
  const r = await db.updateTable('api_key').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Marks a key used, at most once a minute per key (a sync sends thousands of calls). */
export async function touchKey(db: Kysely<DB>, id: number, at: Date): Promise<void> {
  await db
    .updateTable('api_key')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(at.getTime() - 60_000))]))
    .execute();
}

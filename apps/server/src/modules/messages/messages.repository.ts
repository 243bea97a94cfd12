import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The signed-in account's phone and its institute's calling code (one row). */
export function findLoginPhone(db: Kysely<DB>, userId: number, instituteId: number) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('institute as i', 'i.id', 'u.institute_id')
    .select(['u.phone', 'i.country_calling_code'])
    .where('u.id', '=', userId)
    .where('i.id', '=', instituteId)
    .executeTakeFirst();
}

/** One page of a phone's messages at an institute, newest first (index on institute, phone, created_at). */
export function listMessages(db: Kysely<DB>, instituteId: number, phone: string, offset: number, limit: number) {
  return db
    .selectFrom('message')
    .select(['id', 'body', 'created_at'])
    .where('institute_id', '=', instituteId)
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

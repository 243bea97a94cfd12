import { sql } from 'kysely';
import { dummyHash } from '../../../lib/passwords.ts';
import { revokeActiveSessions } from '../../../sessions/sessions.ts';
import type { AreaContext } from '../area-handler.ts';

type Account = { name: string; phone?: string; email?: string; user_type: number; join_date?: string | null };

/**
 * An imported person's account: inserted with the account id the spec's client reads equal to
 * the user id, and a password hash nobody knows (no password is ever imported: they sign in by
 * the sign-on link, or set one with "Forgot password"); updated in place; unblocked when sent
 * again after a deletion. Returns the user id.
 */
const fieldsOf = (a: Account) => ({ name: a.name.trim(), phone: a.phone ?? null, email: a.email ?? null, user_type: a.user_type, join_date: a.join_date ?? null, blocked: false });

export async function writeAccount({ trx, instituteId }: AreaContext, a: Account, userId: number | undefined): Promise<number> {
  const fields = fieldsOf(a);
  if (userId !== undefined) {
    await trx.updateTable('app_user').set(fields).where('id', '=', userId).where('institute_id', '=', instituteId).execute();
    return userId;
  }
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('app_user', 'id'))::int as id`.execute(trx);
  const id = rows[0]!.id;
  await trx
    .insertInto('app_user')
    .values({ id, institute_id: instituteId, account_id: id, role: 'user', single_device: false, password_hash: await dummyHash(), ...fields })
    .execute();
  return id;
}

/** writeAccount of new accounts, many at once (a chunk of an import): their user ids, in order. */
export async function insertAccounts({ trx, instituteId }: AreaContext, accounts: readonly Account[]): Promise<number[]> {
  if (accounts.length === 0) return [];
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('app_user', 'id'))::int as id from generate_series(1, ${accounts.length})`.execute(trx);
  const ids = rows.map((r) => r.id);
  const passwordHash = await dummyHash();
  await trx
    .insertInto('app_user')
    .values(accounts.map((a, i) => ({ id: ids[i]!, institute_id: instituteId, account_id: ids[i]!, role: 'user' as const, single_device: false, password_hash: passwordHash, ...fieldsOf(a) })))
    .execute();
  return ids;
}

/**
 * A deleted person: the account is blocked and signed out, their memberships end; their fees,
 * attendance and exam history stay (issue 34). The row stays, linked to its source id.
 */
export async function retireAccount({ trx, instituteId, now }: AreaContext, userId: number): Promise<'retired'> {
  await trx.updateTable('app_user').set({ blocked: true }).where('id', '=', userId).where('institute_id', '=', instituteId).execute();
  await trx.deleteFrom('batch_member').where('user_id', '=', userId).execute();
  await revokeActiveSessions(trx, userId, 'logout', now);
  return 'retired';
}

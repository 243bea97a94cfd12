import { ZMessageRecord, type TMessageRecord } from '@portal/contract';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';
import { studentUserId } from './students.ts';
import { instantOf } from './wall-instant.ts';

/** The inbox address of the recipient's account: '<calling code>-<phone>', as the inbox reads it [MSG-PHONE-1]. */
async function inboxPhone(ctx: AreaContext, r: TMessageRecord): Promise<string> {
  const [field, who] = r.student_source_id !== undefined ? (['student_source_id', 'student'] as const) : (['parent_source_id', 'parent'] as const);
  const local = await localIdOf(ctx, `${who}s`, r[field]!, field);
  const userId = who === 'student' ? await studentUserId(ctx, local) : local;
  const account = await ctx.trx
    .selectFrom('app_user as u')
    .innerJoin('institute as i', 'i.id', 'u.institute_id')
    .select(['u.phone', 'i.country_calling_code'])
    .where('u.id', '=', userId)
    .where('u.institute_id', '=', ctx.instituteId)
    .executeTakeFirstOrThrow();
  if (!account.phone) throw new RowError(field, `${field}: the ${who} '${r[field]}' has no phone; the inbox is the account's phone, so import one first`);
  return `${account.country_calling_code}-${account.phone}`;
}

/**
 * Messages to a student or a parent [decision 079]: the inbox lists what was sent to the
 * account's phone, text and time, so a message is stored for the recipient's phone when
 * imported. Deleting removes it from the inbox.
 */
export const messages: AreaHandler<TMessageRecord> = {
  area: 'messages',
  example: { source_id: 'MSG-0001', student_source_id: 'ST-0001', message: 'The bus leaves at 7:30 tomorrow.', date: '2027-04-01', time: '16:00' },
  record: ZMessageRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const row = { phone: await inboxPhone(ctx, r), body: r.message, created_at: instantOf(ctx, r.date, r.time) };
    if (localId === undefined) return (await trx.insertInto('message').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.updateTable('message').set(row).where('id', '=', localId).where('institute_id', '=', instituteId).execute();
    return localId;
  },
  async remove({ trx, instituteId }, localId) {
    await trx.deleteFrom('message').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};

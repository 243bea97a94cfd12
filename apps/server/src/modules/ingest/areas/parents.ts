import { ZParentRecord, type TParentRecord } from '@portal/contract';
import type { AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';
import { retireAccount, writeAccount } from './people-accounts.ts';

// Any user type but 1 (student) and 99 (open user) is a parent (0001_core.sql).
const PARENT_USER_TYPE = 2;

/**
 * Parents [decision 078]: an account (user type 2, local id the user's) and its children named
 * by student source id, which replace the parent's children. A parent needs a phone or an email
 * to sign in; deleting retires the account (blocked, signed out) and keeps it linked.
 */
export const parents: AreaHandler<TParentRecord> = {
  area: 'parents',
  record: ZParentRecord,
  async write(ctx, r, userId) {
    const children: number[] = [];
    for (const [i, source] of r.children_source_ids.entries()) children.push(await localIdOf(ctx, 'students', source, `children_source_ids.${i}`));
    const id = await writeAccount(ctx, { ...r, user_type: PARENT_USER_TYPE }, userId);
    await ctx.trx.deleteFrom('parent_student').where('parent_user_id', '=', id).execute();
    await ctx.trx.insertInto('parent_student').values([...new Set(children)].map((s) => ({ parent_user_id: id, student_id: s }))).execute();
    return id;
  },
  remove: (ctx, userId) => retireAccount(ctx, userId),
};

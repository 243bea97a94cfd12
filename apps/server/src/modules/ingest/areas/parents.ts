import { ZParentRecord, type TParentRecord } from '@portal/contract';
import type { AreaHandler } from '../area-handler.ts';
import { localIdOf, localIdsOf } from '../source-ids.ts';
import { insertAccounts, retireAccount, writeAccount } from './people-accounts.ts';

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
  async writeNew(ctx, records) {
    const children = await localIdsOf(ctx, 'students', records.flatMap((r) => r.children_source_ids), 'children_source_ids');
    const ids = await insertAccounts(ctx, records.map((r) => ({ ...r, user_type: PARENT_USER_TYPE })));
    const links = records.flatMap((r, i) => [...new Set(r.children_source_ids.map((c) => children.get(c)!))].map((s) => ({ parent_user_id: ids[i]!, student_id: s })));
    await ctx.trx.insertInto('parent_student').values(links).execute();
    return ids;
  },
  remove: (ctx, userId) => retireAccount(ctx, userId),
};

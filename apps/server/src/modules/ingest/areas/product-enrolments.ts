import { ZProductEnrolmentRecord, type TProductEnrolmentRecord } from '@portal/contract';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';
import { studentUserId } from './students.ts';

/** The institute's products: an enrolment row is the institute's through its product. */
const ofInstitute = (ctx: AreaContext) => ctx.trx.selectFrom('product').select('id').where('institute_id', '=', ctx.instituteId);

/**
 * Product enrolments [decision 081]: a student's access to a product from one day through
 * another (My Products lists it, expired after `until`; its paid courses open while it is
 * valid). One enrolment per student and product. Deleting one removes it: the learner no
 * longer has the product (an ended one is sent with its `until` instead, and stays listed).
 */
export const productEnrolments: AreaHandler<TProductEnrolmentRecord> = {
  area: 'product-enrolments',
  record: ZProductEnrolmentRecord,
  async write(ctx, r, localId) {
    const { trx } = ctx;
    const row = {
      user_id: await studentUserId(ctx, await localIdOf(ctx, 'students', r.student_source_id, 'student_source_id')),
      product_id: await localIdOf(ctx, 'products', r.product_source_id, 'product_source_id'),
      public_order_id: r.order_id?.trim() || r.source_id,
      enrolled_on: r.from,
      expires_on: r.until,
    };
    const taken = await trx.selectFrom('product_enrolment').select('id').where('user_id', '=', row.user_id).where('product_id', '=', row.product_id).executeTakeFirst();
    if (taken && taken.id !== localId) throw new RowError('product_source_id', `product_source_id: the student is already enrolled in product '${r.product_source_id}'`);
    const updated = localId === undefined ? undefined : await trx.updateTable('product_enrolment').set(row).where('id', '=', localId).where('product_id', 'in', ofInstitute(ctx)).returning('id').executeTakeFirst();
    return updated?.id ?? (await trx.insertInto('product_enrolment').values(row).returning('id').executeTakeFirstOrThrow()).id;
  },
  async remove(ctx, localId) {
    await ctx.trx.deleteFrom('product_enrolment').where('id', '=', localId).where('product_id', 'in', ofInstitute(ctx)).execute();
  },
};

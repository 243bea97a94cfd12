import { sql } from 'kysely';
import { ZProductRecord, type TProductRecord } from '@portal/contract';
import { RowError, type AreaHandler } from '../area-handler.ts';

/**
 * Products [decision 081]: the store's courses as My Products shows them. The description is
 * kept as the institute wrote it (it may hold markup) and the card draws its text only
 * [PROD-CARD-2]. A product that learners are enrolled in, or whose paid courses it sells, is not
 * deleted: the enrolments would go with it and its courses would turn free.
 */
export const products: AreaHandler<TProductRecord> = {
  area: 'products',
  example: { source_id: 'PR-0001', name: 'JEE crash course', description: 'Forty live classes and ten mock tests.', price: 4999, currency_code: 'INR', photo_url: 'https://example.org/crash.jpg' },
  record: ZProductRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const row = {
      title: r.name.trim(),
      about: r.description,
      price: r.price,
      currency_code: r.currency_code,
      photo_url: r.photo_url ?? null,
      logo_url: r.logo_url ?? null,
    };
    const taken = await trx.selectFrom('product').select('id').where('institute_id', '=', instituteId).where('title', '=', row.title).executeTakeFirst();
    if (taken && taken.id !== localId) throw new RowError('name', `name: the institute already has a product named '${row.title}'`);
    const updated = localId === undefined ? undefined : await trx.updateTable('product').set(row).where('id', '=', localId).where('institute_id', '=', instituteId).returning('id').executeTakeFirst();
    return updated?.id ?? (await trx.insertInto('product').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
  },
  async remove(ctx, localId) {
    const { trx, instituteId } = ctx;
    const { rows } = await sql<{ learners: number; courses: number }>`
      select (select count(*) from product_enrolment where product_id = ${localId})::int as learners,
             (select count(*) from course_type where product_id = ${localId})::int as courses`.execute(trx);
    const { learners = 0, courses = 0 } = rows[0] ?? {};
    if (learners) throw new RowError(null, `${learners} learner(s) are enrolled in this product; delete their enrolments first`);
    if (courses) throw new RowError(null, `this product sells ${courses} paid course(s) of the study library; deleting it would make them free`);
    await trx.deleteFrom('product').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};

import { describe, expect, it } from 'vitest';
import { ZMyProductsResponse } from '@portal/contract';
import { productAbout } from '@portal/domain/products/product-card';
import { hashPassword } from '../../lib/passwords.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 081): the store's products and students' enrolments in them (My Products).
const { ctx, put } = ingestTestApp();
const db = () => ctx.t.database.db;
const product = (n: number, extra: object = {}) => ({ source_id: `PR-${n}`, name: `Import course ${n}`, price: 4999.5, ...extra });
const enrolment = (n: number, extra: object = {}) => ({ source_id: `EN-${n}`, student_source_id: 'PS-1', product_source_id: `PR-${n}`, from: '2030-01-01', until: '2099-12-31', ...extra });
const productsNamed = async (prefix: string, institute = 102) =>
  (await db().selectFrom('product').select('title').where('institute_id', '=', institute).where('title', 'like', `${prefix}%`).orderBy('title').execute()).map((p) => p.title);
const enrolmentsOf = async (source: string) => {
  const user = await db().selectFrom('student').select('user_id').where('display_id', '=', source).executeTakeFirstOrThrow();
  return (await db().selectFrom('product_enrolment as e').innerJoin('product as p', 'p.id', 'e.product_id').select(['p.title', 'e.expires_on']).where('e.user_id', '=', user.user_id).orderBy('p.title').execute()).map((e) => [e.title, e.expires_on]);
};

describe('[issue 34] PUT /api/ingest/v1/products and product-enrolments', () => {
  it('creates products and enrolments; bad rows say their line and field; the rest is written', async () => {
    await put('students', [{ source_id: 'PS-1', name: 'Store Learner', phone: '7200000001' }]);
    const job = await put('products', [
      product(1, { description: '<p>Live <b>classes</b></p><script>alert(1)</script>', photo_url: 'https://cdn.example/p1.png' }),
      product(2, { price: '1200', currency_code: 'usd' }),
      product(3, { price: -1 }),
      product(4, { photo_url: 'javascript:alert(1)' }),
      product(5, { name: 'Import course 1' }),
    ]);
    expect(job.counts).toMatchObject({ created: 2, failed: 3 });
    expect(job.errors.map((e) => [e.line, e.field, e.message]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [3, 'price', 'price: expected an amount of 0 or more'],
      [4, 'photo_url', 'photo_url: expected an https:// address'],
      [5, 'name', "name: the institute already has a product named 'Import course 1'"],
    ]);
    expect(await db().selectFrom('product').select(['price', 'currency_code', 'photo_url']).where('title', '=', 'Import course 2').executeTakeFirst()).toMatchObject({ currency_code: 'USD', photo_url: null });

    const enrolled = await put('product-enrolments', [
      enrolment(1, { order_id: 'ORD-77' }),
      enrolment(2, { until: '2030-06-30' }),
      enrolment(3),
      enrolment(4, { product_source_id: 'PR-1' }),
      enrolment(5, { from: '2030-02-01', until: '2030-01-01', product_source_id: 'PR-2' }),
    ]);
    expect(enrolled.counts).toMatchObject({ created: 2, failed: 3 });
    expect(enrolled.errors.map((e) => [e.line, e.field, e.message]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [3, 'product_source_id', "product_source_id: no product 'PR-3' was imported; import it first"],
      [4, 'product_source_id', "product_source_id: the student is already enrolled in product 'PR-1'"],
      [5, 'until', 'until: the enrolment ends before it starts'],
    ]);
    expect(await enrolmentsOf('PS-1')).toEqual([['Import course 1', '2099-12-31'], ['Import course 2', '2030-06-30']]);
  });

  it('the learner sees them in My Products: the description drawn as text only, the ended one expired', async () => {
    const user = await db().selectFrom('app_user').select('id').where('phone', '=', '7200000001').executeTakeFirstOrThrow();
    await db().updateTable('app_user').set({ password_hash: await hashPassword('demo1234') }).where('id', '=', user.id).execute();
    const { token } = await signIn(ctx.t.app, '7200000001');
    const res = await ctx.t.app.inject({ method: 'GET', url: '/prod/student-product/my-products', headers: withSession(token!) });
    expect(res.statusCode, res.body).toBe(200);
    const list = ZMyProductsResponse.parse(res.json()).result;
    const first = list.find((p) => p.title === 'Import course 1')!;
    expect(first).toMatchObject({ price: 4999.5, public_order_id: 'ORD-77', enrolled_date: '2030-01-01', expire_on: '2099-12-31', photo_url: 'https://cdn.example/p1.png' });
    // Kept as the institute wrote it; the card strips the markup [PROD-CARD-2].
    expect(productAbout(first.about)).toBe('Live classes');
    expect(list.find((p) => p.title === 'Import course 2')).toMatchObject({ public_order_id: 'EN-2', expire_on: '2030-06-30', country_details: { currency_code: 'USD' } });
  });

  it('the same upload twice changes nothing; an edit updates; a product with learners is not deleted, an enrolment is', async () => {
    expect((await put('product-enrolments', [enrolment(1, { order_id: 'ORD-77' })])).counts).toMatchObject({ unchanged: 1 });
    expect((await put('products', [product(2, { price: '1200', currency_code: 'usd' })])).counts).toMatchObject({ unchanged: 1 });
    expect((await put('product-enrolments', [enrolment(1, { order_id: 'ORD-77', until: '2031-03-31' })])).counts).toMatchObject({ updated: 1 });
    expect((await put('products', [product(1, { name: 'Import course 1 (2031)' })])).counts).toMatchObject({ updated: 1 });
    expect(await enrolmentsOf('PS-1')).toEqual([['Import course 1 (2031)', '2031-03-31'], ['Import course 2', '2030-06-30']]);
    const refused = await put('products', [{ source_id: 'PR-2', status: 'tobedeleted' }]);
    expect(refused.errors[0]).toMatchObject({ source_id: 'PR-2', message: '1 learner(s) are enrolled in this product; delete their enrolments first' });
    expect((await put('product-enrolments', [{ source_id: 'EN-2', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect((await put('products', [{ source_id: 'PR-2', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await productsNamed('Import course')).toEqual(['Import course 1 (2031)']);
  });

  it('a dry run keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    expect((await put('products', [product(7)], { query: '?dry_run=true' })).counts).toMatchObject({ created: 1 });
    const atomic = await put('products', [product(8), product(9, { price: 1.234 })], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 } });
    expect(atomic.errors[0]).toMatchObject({ line: 2, field: 'price', message: 'price: at most 2 decimals' });
    expect(await productsNamed('Import course')).toEqual(['Import course 1 (2031)']);
  });

  it('a bulk upload deletes what it no longer holds within its scope, and the guard stops a mass delete', async () => {
    const shelf = Array.from({ length: 10 }, (_, i) => product(20 + i, { name: `Shelf ${20 + i}` }));
    expect((await put('products', shelf, { mode: 'bulk', scope: 'shelf' })).counts).toMatchObject({ created: 10 });
    expect(await put('products', shelf.slice(0, 8), { mode: 'bulk', scope: 'shelf', query: '?max_delete_percent=10' })).toMatchObject({ state: 'failed', message: expect.stringContaining('Stopped before deleting 2 of 10') });
    expect((await put('products', shelf.slice(0, 8), { mode: 'bulk', scope: 'shelf', query: '?max_delete_percent=20' })).counts).toMatchObject({ deleted: 2, unchanged: 8 });
    expect(await productsNamed('Shelf')).toHaveLength(8);
  });

  it("another institute's key cannot enrol in this institute's products nor delete them", async () => {
    const other = { as: ctx.otherKey };
    await put('students', [{ source_id: 'PS-9', name: 'Other learner' }], other);
    const job = await put('product-enrolments', [enrolment(1, { student_source_id: 'PS-9' })], other);
    expect(job.errors[0]).toMatchObject({ field: 'product_source_id', message: "product_source_id: no product 'PR-1' was imported; import it first" });
    expect((await put('product-enrolments', [enrolment(1)], other)).errors[0]).toMatchObject({ field: 'student_source_id' });
    expect((await put('products', [{ source_id: 'PR-1', status: 'tobedeleted' }], other)).counts).toMatchObject({ deleted: 0, unchanged: 1 });
    expect((await put('product-enrolments', [{ source_id: 'EN-1', status: 'tobedeleted' }], other)).counts).toMatchObject({ deleted: 0, unchanged: 1 });
    expect(await enrolmentsOf('PS-1')).toEqual([['Import course 1 (2031)', '2031-03-31']]);
  });
});

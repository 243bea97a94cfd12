import { sql } from 'kysely';
import { GST } from '../../apps/server/src/demo/fees-plans.ts';
import { byInstitutes, reserve, type GenerateContext } from './context.ts';

/** Instalments per student and year (schools 4, coaching 3): the id stride of the arithmetic below. */
const PER_YEAR = 4;

/**
 * gen_fee (a view: PostgreSQL takes no parameters in one, hence the literals): every instalment of every enrolled student and year, with the id it gets and what
 * became of it. A school charges annual charges and three terms of tuition (the demo's
 * termTuition: Rs 10,000 + 1,000 per standard); a coaching institute three course-fee
 * instalments of Rs 42,000 with 18% GST. One student in twelve has a 10% scholarship. Past
 * instalments are mostly paid, around their due date; some in part, a few not at all.
 */
async function createFeeView(ctx: GenerateContext, firstId: number): Promise<void> {
  const [prev, cur] = ctx.years;
  await sql`create temp view gen_fee as
    select f.*, o.outcome, round((f.initial + f.tax - f.disc) * case when outcome = 'partial' then 0.6 else 1 end, 2) as paid,
      least(f.due + ((pg_temp.roll(f.id, 22) * 25)::int - 5), ${sql.lit(ctx.today)}::date - 1) as paid_on
    from (
      select ${sql.lit(firstId)} + ((s.g - 1) * 2 + b.year) * ${sql.lit(PER_YEAR)} + (i - 1) as id, ((s.k - 1) * 2 + b.year) * ${sql.lit(PER_YEAR)} + i as no,
        s.n, s.institute_id, s.student_id, b.year_id, b.year, i, b.school,
        y0.start + case when b.school then (array[9, 9, 131, 253])[i] else (array[14, 136, 258])[i] end as due,
        case when not b.school then 'Course fee - Instalment ' || i when i = 1 then 'Admission and annual charges' else 'Tuition fee - Term ' || (i - 1) end as fee_name,
        case when b.school then b.course else b.name end as structure_name,
        case when not b.school then 42000 when i = 1 then 6500 else 10000 + 1000 * coalesce(substring(b.course from '^Class ([0-9]+)')::int, 0) end::numeric as initial,
        case when b.school then 0 else ${sql.lit(42000 * GST)} end::numeric as tax,
        case when (i > 1 or not b.school) and s.g % 12 = 0 then case when b.school then 1000 + 100 * coalesce(substring(b.course from '^Class ([0-9]+)')::int, 0) else 4200 end else 0 end::numeric as disc
      from gen_student s
      cross join lateral (values (s.cur_batch, ${sql.lit(cur.start)}::date), (s.prev_batch, ${sql.lit(prev.start)}::date)) y0 (batch_id, start)
      join gen_batch b on b.id = y0.batch_id
      cross join generate_series(1, case when b.school then 4 else 3 end) i
    ) f
    cross join lateral (select case when f.due >= ${sql.lit(ctx.today)}::date then 'unpaid'
      when r < case when f.year = 0 then 0.97 else 0.88 end then 'paid' when r < 0.94 then 'partial' else 'unpaid' end as outcome
      from (select pg_temp.roll(f.id, 21) as r) rr) o`.execute(ctx.trx);
}

/** Instalments, one payment (and its receipt) per instalment paid, and what each payment covered. */
export async function addFees(ctx: GenerateContext): Promise<void> {
  const total = ctx.institutes * ctx.students * 2 * PER_YEAR;
  const firstInstalment = await reserve(ctx, 'fee_instalment', total);
  const firstPayment = await reserve(ctx, 'fee_payment', total);
  await createFeeView(ctx, firstInstalment);
  const chunk = (from: number, to: number) => sql.raw(`n between ${from} and ${to}`);
  const paymentId = sql.raw(`${firstPayment - firstInstalment} + id`);
  await byInstitutes(ctx, 'fee_instalment', (from, to) => sql`
    insert into fee_instalment (id, institute_id, student_id, academic_year_id, install_no, due_date, fee_name, structure_name, initial_amount, tax_amount, disc_amount)
    select id, institute_id, student_id, year_id, i, due, fee_name, structure_name, initial, tax, disc from gen_fee where ${chunk(from, to)} order by id`);
  await byInstitutes(ctx, 'fee_payment', (from, to) => sql`
    insert into fee_payment (id, institute_id, student_id, academic_year_id, receipt_no, paid_on, method, amount, financial_year)
    select ${paymentId}, institute_id, student_id, year_id, 'RC' || n || '/' || lpad(no::text, 7, '0'), paid_on,
      (array['UPI', 'Net Banking', 'Cash', 'Cheque', 'Card'])[1 + id % 5], paid,
      fy || '-' || lpad(((fy + 1) % 100)::text, 2, '0')
    from gen_fee cross join lateral (select extract(year from paid_on)::int - (extract(month from paid_on) < 4)::int as fy) y
    where ${chunk(from, to)} and outcome <> 'unpaid' and paid > 0 order by id`);
  await byInstitutes(ctx, 'fee_payment_item', (from, to) => sql`
    insert into fee_payment_item (payment_id, instalment_id, fee_amount)
    select ${paymentId}, id, paid from gen_fee where ${chunk(from, to)} and outcome <> 'unpaid' and paid > 0 order by 1`);
  await sql`drop view gen_fee`.execute(ctx.trx);
}

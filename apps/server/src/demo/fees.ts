import type { Insertable } from 'kysely';
import type { FeeInstalmentTable, FeePaymentItemTable, FeePaymentTable } from '../db/types-fees.ts';
import { reserveIds } from './bulk-insert.ts';
import { academicYearOf, addDays } from './calendar.ts';
import type { SeedContext } from './context.ts';
import {
  coachingCurrentYear,
  coachingPreviousYear,
  schoolCurrentYear,
  schoolPreviousYear,
  smallInstituteYear,
  withDues,
  type InstalmentPlan,
} from './fees-plans.ts';
import { STUDENT_BATCHES } from './home.ts';
import { COACHING_ID, DEMO_INSTITUTES, FRENCH_ID, SCHOOL_ID } from './institutes.ts';
import { DEMO_PEOPLE } from './people.ts';

/** Arjun: login blocked for unpaid fees (DEMO.md), so his dues are real. */
const ARJUN = 5015;
/** Ishaan's coaching profile, enrolled last year only, left part of it unpaid. */
const ISHAAN_COACHING = 5005;

const RECEIPT_PREFIX: Record<number, string> = { [SCHOOL_ID]: 'SPS', [COACHING_ID]: 'APX', [FRENCH_ID]: 'ILP' };
/** The first receipt number of a financial year at each institute, as if others came before. */
const FIRST_RECEIPT = 101;

const ADDRESSES: Record<number, string> = {
  [SCHOOL_ID]: 'Plot 14, Sector 21, Dwarka, New Delhi 110075',
  [COACHING_ID]: '3rd Floor, Shanti Complex, Talwandi, Kota, Rajasthan 324005',
  [FRENCH_ID]: '12 Rue Romain Rolland, White Town, Puducherry 605001',
};

type Year = { id: number; kind: 'previous' | 'current'; start: string };
type Enrolment = { studentId: number; institute: number; section: string };
type PaymentDraft = {
  key: string;
  institute: number;
  studentId: number;
  yearId: number;
  paidOn: string;
  method: string;
  items: { instalmentId: number; fee: number; fine: number }[];
};

/** Rupees to whole paise, so sums of amounts are exact. */
const paise = (rupees: number) => Math.round(rupees * 100);
/** Whole paise as numeric text ('18000.00'). */
const money = (p: number) => (p / 100).toFixed(2);

/** 'Class 8 - A' -> 8; NaN for a coaching batch. */
function standardOf(section: string): number {
  return Number(/^Class (\d+) - /.exec(section)?.[1]);
}

function planOf(e: Enrolment, year: Year, today: string): { plan: InstalmentPlan[]; structure: string } {
  const current = year.kind === 'current';
  if (e.institute === SCHOOL_ID) {
    const standard = standardOf(e.section) - (current ? 0 : 1);
    let plan = current ? schoolCurrentYear(standard) : schoolPreviousYear(standard);
    if (e.studentId === ARJUN) {
      const anchor = current ? today : year.start;
      plan = withDues(plan, current ? 2 : 5, (row) => addDays(anchor, row.due) < today);
    }
    return { plan, structure: `Class ${standard}` };
  }
  if (e.institute === COACHING_ID) {
    const plan = current ? coachingCurrentYear() : coachingPreviousYear(e.studentId === ISHAAN_COACHING);
    return { plan, structure: e.section };
  }
  return { plan: smallInstituteYear(current), structure: e.section };
}

/** The students of the fee seed, in each academic year they are enrolled in. */
function enrolments(ctx: SeedContext, startOf: Map<number, string>): { e: Enrolment; year: Year }[] {
  return STUDENT_BATCHES.flatMap(([studentId, section]) => {
    const person = DEMO_PEOPLE.find((p) => p.student?.id === studentId)!;
    const ids = ctx.years.get(person.institute)!;
    const e = { studentId, institute: person.institute, section };
    const previous = { e, year: { id: ids.previous, kind: 'previous' as const, start: startOf.get(ids.previous)! } };
    if (person.student!.years === 'previous') return [previous];
    return [previous, { e, year: { id: ids.current, kind: 'current' as const, start: startOf.get(ids.current)! } }];
  });
}

/**
 * Fees for every demo student in every academic year they are enrolled in (fees-plans.ts),
 * with payments and their receipts. Current-year due dates are relative to today (an
 * instalment overdue now, one due in a few days); previous-year ones to that year's 1 April.
 * Receipt numbers count up per institute and financial year in payment order
 * ('SPS/2026-27/000123'). Also the institutes' addresses, printed on receipts.
 */
export async function seedFees(ctx: SeedContext): Promise<void> {
  const { trx, today } = ctx;
  for (const [id, address] of Object.entries(ADDRESSES)) {
    await trx.updateTable('institute').set({ address }).where('id', '=', Number(id)).execute();
  }
  const years = await trx.selectFrom('academic_year').select(['id', 'start_date']).execute();
  const startOf = new Map(years.map((y) => [y.id, y.start_date]));
  const finesOn = new Set(DEMO_INSTITUTES.filter((i) => i.fine_configured).map((i) => i.id));

  const drafts = enrolments(ctx, startOf).map(({ e, year }) => ({ e, year, ...planOf(e, year, today) }));
  const instalmentIds = await reserveIds(trx, 'fee_instalment', drafts.reduce((n, d) => n + d.plan.length, 0));
  const instalments: Insertable<FeeInstalmentTable>[] = [];
  const payments = new Map<string, PaymentDraft>();

  for (const { e, year, plan, structure } of drafts) {
    const anchor = year.kind === 'current' ? today : year.start;
    plan.forEach((row, i) => {
      const id = instalmentIds[instalments.length]!;
      const initial = paise(row.initial);
      const tax = Math.round(initial * (row.taxRate ?? 0));
      const discount = row.outcome.kind === 'waived' ? initial + tax : paise(row.discount ?? 0);
      const total = initial + tax - discount;
      const fine = finesOn.has(e.institute) ? paise(row.fine ?? 0) : 0;
      const dueDate = addDays(anchor, row.due);
      const o = row.outcome;
      const paidFee = o.kind === 'paid' ? total : o.kind === 'partial' || o.kind === 'badDebt' ? paise(o.paid) : 0;
      instalments.push({
        id,
        institute_id: e.institute,
        student_id: e.studentId,
        academic_year_id: year.id,
        install_no: i + 1,
        due_date: dueDate,
        fee_name: row.name,
        structure_name: structure,
        initial_amount: money(initial),
        tax_amount: money(tax),
        disc_amount: money(discount),
        fine_amount: money(fine),
        bad_debt_amount: money(o.kind === 'badDebt' ? total - paidFee : 0),
      });
      if (o.kind === 'paid' || o.kind === 'partial' || o.kind === 'badDebt') {
        const key = o.kind === 'paid' && o.group ? `${e.studentId}|${year.id}|${o.group}` : `instalment ${id}`;
        const payment = payments.get(key) ?? {
          key,
          institute: e.institute,
          studentId: e.studentId,
          yearId: year.id,
          paidOn: addDays(dueDate, o.at),
          method: o.method,
          items: [],
        };
        // A full payment settles the fine as well; a part payment goes to the fee first.
        payment.items.push({ instalmentId: id, fee: paidFee, fine: o.kind === 'paid' ? fine : 0 });
        payments.set(key, payment);
      }
    });
  }

  await trx.insertInto('fee_instalment').values(instalments).execute();
  await insertPayments(ctx, [...payments.values()]);
}

/** Payments in date order, each with the next receipt number of its institute and financial year. */
async function insertPayments(ctx: SeedContext, drafts: PaymentDraft[]): Promise<void> {
  drafts.sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.studentId - b.studentId || a.key.localeCompare(b.key));
  const ids = await reserveIds(ctx.trx, 'fee_payment', drafts.length);
  const counters = new Map<string, number>();
  const payments: Insertable<FeePaymentTable>[] = [];
  const items: Insertable<FeePaymentItemTable>[] = [];
  drafts.forEach((d, i) => {
    const financialYear = academicYearOf(d.paidOn).name;
    const counter = `${d.institute}|${financialYear}`;
    const n = counters.get(counter) ?? FIRST_RECEIPT;
    counters.set(counter, n + 1);
    const amount = d.items.reduce((sum, it) => sum + it.fee + it.fine, 0);
    payments.push({
      id: ids[i]!,
      institute_id: d.institute,
      student_id: d.studentId,
      academic_year_id: d.yearId,
      receipt_no: `${RECEIPT_PREFIX[d.institute]}/${financialYear}/${String(n).padStart(6, '0')}`,
      paid_on: d.paidOn,
      method: d.method,
      amount: money(amount),
      financial_year: financialYear,
    });
    for (const it of d.items) {
      items.push({ payment_id: ids[i]!, instalment_id: it.instalmentId, fee_amount: money(it.fee), fine_amount: money(it.fine) });
    }
  });
  await ctx.trx.insertInto('fee_payment').values(payments).execute();
  await ctx.trx.insertInto('fee_payment_item').values(items).execute();
}

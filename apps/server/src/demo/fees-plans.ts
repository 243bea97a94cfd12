/**
 * The demo fee plans: what each instalment is, when it falls due and what became of it. Every
 * plan of a current year covers each status of the fees screen (FEES-STATUS-1..6): paid,
 * fully discounted, partly paid, written off, overdue now and due in a few days. Amounts are
 * realistic for an Indian private school (tuition ~Rs 18,000 a term in Class 8) and a JEE/NEET
 * coaching institute (~Rs 1,25,000 a year, 18% GST on coaching fees).
 */

/** What became of an instalment. `at` is days after the due date (negative: paid early). */
export type Outcome =
  /** Paid in full (with the fine, if one was levied). Rows with the same `group` are one payment. */
  | { kind: 'paid'; at: number; method: string; group?: string }
  /** Part paid; the rest still owed. */
  | { kind: 'partial'; at: number; method: string; paid: number }
  /** Part paid, the rest written off as bad debt. */
  | { kind: 'badDebt'; at: number; method: string; paid: number }
  /** Waived in full: the discount equals initial + tax. */
  | { kind: 'waived' }
  | { kind: 'unpaid' };

export type InstalmentPlan = {
  name: string;
  /** Days from the plan's anchor (today in the current year, the year's start in the previous one). */
  due: number;
  initial: number;
  /** e.g. 0.18 for 18% GST. */
  taxRate?: number;
  discount?: number;
  /** A late fine levied (schools with fines configured). */
  fine?: number;
  outcome: Outcome;
};

export const GST = 0.18;

/** Tuition for a term at the school: Rs 18,000 in Class 8, a thousand less per standard below. */
export function termTuition(standard: number): number {
  return 10_000 + 1_000 * standard;
}

/**
 * The school's current year, anchored on today: term 1 and the annual charges paid together,
 * a lab fee waived on merit, term 2 paid late with its fine, an excursion fee part paid and the
 * rest written off, transport part paid, term 3 overdue now with a fine, the exam fee due in 4 days.
 */
export function schoolCurrentYear(standard: number): InstalmentPlan[] {
  const tuition = termTuition(standard);
  return [
    { name: 'Admission and annual charges', due: -200, initial: 6_500, outcome: { kind: 'paid', at: -3, method: 'Net Banking', group: 'april' } },
    { name: 'Tuition fee - Term 1', due: -200, initial: tuition, outcome: { kind: 'paid', at: -3, method: 'Net Banking', group: 'april' } },
    { name: 'Smart class and lab fee', due: -170, initial: 4_800, discount: 4_800, outcome: { kind: 'waived' } },
    { name: 'Tuition fee - Term 2', due: -80, initial: tuition, fine: 250, outcome: { kind: 'paid', at: 10, method: 'Cheque' } },
    { name: 'Activity and excursion fee', due: -50, initial: 4_000, outcome: { kind: 'badDebt', at: 2, method: 'Cash', paid: 1_500 } },
    { name: 'Transport fee - Term 2', due: -35, initial: 7_500, discount: 750, outcome: { kind: 'partial', at: 5, method: 'UPI', paid: 4_000 } },
    { name: 'Tuition fee - Term 3', due: -12, initial: tuition, fine: 300, outcome: { kind: 'unpaid' } },
    { name: 'Examination fee', due: 4, initial: 2_500, outcome: { kind: 'unpaid' } },
  ];
}

/** The school's previous year, anchored on its 1 April: settled, one transport term waived, one term written off in part. */
export function schoolPreviousYear(standard: number): InstalmentPlan[] {
  const tuition = termTuition(standard);
  return [
    { name: 'Admission and annual charges', due: 9, initial: 6_000, outcome: { kind: 'paid', at: -4, method: 'Cheque', group: 'april' } },
    { name: 'Tuition fee - Term 1', due: 9, initial: tuition, outcome: { kind: 'paid', at: -4, method: 'Cheque', group: 'april' } },
    { name: 'Transport fee - Term 1', due: 40, initial: 7_000, outcome: { kind: 'paid', at: -1, method: 'Card' } },
    { name: 'Tuition fee - Term 2', due: 160, initial: tuition, fine: 200, outcome: { kind: 'paid', at: 9, method: 'UPI' } },
    { name: 'Transport fee - Term 2', due: 160, initial: 7_000, discount: 7_000, outcome: { kind: 'waived' } },
    { name: 'Tuition fee - Term 3', due: 280, initial: tuition, outcome: { kind: 'badDebt', at: 6, method: 'Cash', paid: Math.round(tuition * 0.6) } },
    { name: 'Examination fee', due: 320, initial: 2_300, outcome: { kind: 'paid', at: 0, method: 'UPI' } },
  ];
}

/**
 * Arjun's school year (login blocked for unpaid fees, DEMO.md): nothing paid after the first
 * `paidRows` instalments, so everything later is owed; those already past due carry a fine.
 */
export function withDues(plan: InstalmentPlan[], paidRows: number, isPastDue: (row: InstalmentPlan) => boolean): InstalmentPlan[] {
  return plan.map((row, i) => {
    if (i < paidRows || row.outcome.kind === 'waived') return row;
    const fine = isPastDue(row) ? (row.fine ?? 150) : undefined;
    return { ...row, fine, outcome: { kind: 'unpaid' } };
  });
}

/**
 * A JEE/NEET classroom year at the coaching institute (Rs 1,25,000 + 18% GST, a Rs 4,000
 * scholarship per instalment), anchored on today: registration and instalment 1 paid, the
 * study kit waived (early-bird), instalment 2 part paid, the test series overdue now, an
 * offline revision module part paid and written off, instalment 3 due in 5 days.
 */
export function coachingCurrentYear(): InstalmentPlan[] {
  return [
    { name: 'Registration and admission', due: -210, initial: 10_000, taxRate: GST, outcome: { kind: 'paid', at: -2, method: 'Net Banking' } },
    { name: 'Course fee - Instalment 1', due: -150, initial: 40_000, taxRate: GST, discount: 4_000, outcome: { kind: 'paid', at: 0, method: 'Card' } },
    { name: 'Study material kit', due: -150, initial: 5_000, taxRate: GST, discount: 5_900, outcome: { kind: 'waived' } },
    { name: 'Course fee - Instalment 2', due: -45, initial: 40_000, taxRate: GST, discount: 4_000, outcome: { kind: 'partial', at: 1, method: 'UPI', paid: 25_000 } },
    { name: 'Offline revision module', due: -40, initial: 6_000, taxRate: GST, outcome: { kind: 'badDebt', at: 3, method: 'Cash', paid: 2_000 } },
    { name: 'All-India test series', due: -9, initial: 3_000, taxRate: GST, outcome: { kind: 'unpaid' } },
    { name: 'Course fee - Instalment 3', due: 5, initial: 35_000, taxRate: GST, discount: 4_000, outcome: { kind: 'unpaid' } },
  ];
}

/** The coaching institute's previous year, anchored on its 1 April: paid, the kit waived, one fee left unpaid. */
export function coachingPreviousYear(unpaidLast: boolean): InstalmentPlan[] {
  return [
    { name: 'Registration and admission', due: 15, initial: 10_000, taxRate: GST, outcome: { kind: 'paid', at: -1, method: 'UPI' } },
    { name: 'Course fee - Instalment 1', due: 30, initial: 40_000, taxRate: GST, outcome: { kind: 'paid', at: 0, method: 'Net Banking' } },
    { name: 'Study material kit', due: 30, initial: 5_000, taxRate: GST, discount: 5_900, outcome: { kind: 'waived' } },
    { name: 'Course fee - Instalment 2', due: 150, initial: 40_000, taxRate: GST, outcome: { kind: 'paid', at: 3, method: 'Cheque' } },
    {
      name: 'Course fee - Instalment 3',
      due: 270,
      initial: 35_000,
      taxRate: GST,
      outcome: unpaidLast ? { kind: 'partial', at: 4, method: 'UPI', paid: 15_000 } : { kind: 'paid', at: 2, method: 'Card' },
    },
    { name: 'Mock test series', due: 300, initial: 3_000, taxRate: GST, outcome: unpaidLast ? { kind: 'unpaid' } : { kind: 'paid', at: 0, method: 'UPI' } },
  ];
}

/** The small institute in Puducherry: a science programme of Rs 36,000 a year, GST included on top. */
export function smallInstituteYear(current: boolean): InstalmentPlan[] {
  if (!current) {
    return [
      { name: 'Registration fee', due: 20, initial: 3_000, taxRate: GST, outcome: { kind: 'paid', at: 0, method: 'Cash' } },
      { name: 'Programme fee - Semester 1', due: 60, initial: 16_500, taxRate: GST, outcome: { kind: 'paid', at: -5, method: 'UPI' } },
      { name: 'Programme fee - Semester 2', due: 240, initial: 16_500, taxRate: GST, discount: 1_650, outcome: { kind: 'paid', at: 1, method: 'UPI' } },
    ];
  }
  return [
    { name: 'Registration fee', due: -150, initial: 3_000, taxRate: GST, discount: 3_540, outcome: { kind: 'waived' } },
    { name: 'Programme fee - Semester 1', due: -120, initial: 16_500, taxRate: GST, outcome: { kind: 'paid', at: -2, method: 'UPI' } },
    { name: 'Lab practicals', due: -20, initial: 2_500, taxRate: GST, outcome: { kind: 'partial', at: 0, method: 'Cash', paid: 1_000 } },
    { name: 'Library and study hall', due: -6, initial: 1_200, taxRate: GST, outcome: { kind: 'unpaid' } },
    { name: 'Programme fee - Semester 2', due: 3, initial: 16_500, taxRate: GST, outcome: { kind: 'unpaid' } },
  ];
}

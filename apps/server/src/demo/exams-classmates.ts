import { randomBytes } from 'node:crypto';
import type { SeedContext } from './context.ts';
import { COACHING_ID, SCHOOL_ID } from './institutes.ts';

/**
 * Classmates who sat the demo tests beside the demo learners, so rank, percentile, topper and
 * average mean something (decision 036): 30 in Aarav's section and 30 in Diya's batch (who also
 * bought the open user's crash course). They cannot sign in: no phone, no email, and a password
 * field of random bytes in the argon2id format, which no password matches.
 */
export type Cohort = 'school' | 'coaching';

const FIRST = ['Aditya', 'Anvi', 'Arnav', 'Avni', 'Dhruv', 'Advika', 'Farhan', 'Gauri', 'Harsh', 'Ira', 'Kabir', 'Kiara', 'Lakshya', 'Meher', 'Nikhil', 'Nisha', 'Om', 'Pari', 'Pranav', 'Riya', 'Rudra', 'Saanvi', 'Shaurya', 'Siya', 'Tanmay', 'Trisha', 'Vihaan', 'Zara', 'Yash', 'Myra'];
const LAST = ['Agarwal', 'Bhat', 'Chopra', 'Das', 'Fernandes', 'Ghosh', 'Iyer', 'Joshi', 'Kulkarni', 'Menon', 'Mishra', 'Naidu', 'Pandey', 'Qureshi', 'Rao', 'Saxena', 'Sen', 'Thakur', 'Varghese', 'Yadav'];

export const COHORT_SIZE = 30;

const COHORTS: Record<Cohort, { institute: number; firstUser: number; firstStudent: number; prefix: string; batches: string[] }> = {
  school: { institute: SCHOOL_ID, firstUser: 3001, firstStudent: 8001, prefix: 'SPS-2019-1', batches: ['Class 8 - A'] },
  coaching: { institute: COACHING_ID, firstUser: 3101, firstStudent: 8101, prefix: 'APX-JEE-1', batches: ['JEE 2027 - Batch A', 'NEET Crash Course 2027'] },
};

export type Classmate = { userId: number; studentId: number; name: string };

export function cohortOf(cohort: Cohort): Classmate[] {
  const c = COHORTS[cohort];
  const offset = cohort === 'school' ? 0 : 7;
  return Array.from({ length: COHORT_SIZE }, (_, i) => ({
    userId: c.firstUser + i,
    studentId: c.firstStudent + i,
    name: `${FIRST[(i + offset) % FIRST.length]} ${LAST[(i * 7 + offset) % LAST.length]}`,
  }));
}

const lockedHash = () =>
  `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(16).toString('base64').replace(/=+$/, '')}$${randomBytes(32).toString('base64').replace(/=+$/, '')}`;

/**
 * Inserts both cohorts as students, members of their current batches. No student_academic_year
 * rows: those are the years a login offers, and the demo's fees cover every student who has one.
 */
export async function seedClassmates(ctx: SeedContext, batchIds: ReadonlyMap<string, number>): Promise<void> {
  const { trx } = ctx;
  for (const [cohort, c] of Object.entries(COHORTS) as [Cohort, (typeof COHORTS)[Cohort]][]) {
    if (!ctx.years.has(c.institute)) continue;
    const people = cohortOf(cohort);
    await trx
      .insertInto('app_user')
      .values(
        people.map((p) => ({
          id: p.userId,
          institute_id: c.institute,
          account_id: 70_000 + p.userId,
          user_type: 1,
          role: 'user' as const,
          name: p.name,
          phone: null,
          email: null,
          password_hash: lockedHash(),
          photo_url: null,
          join_date: null,
          blocked: false,
          single_device: false,
          registered_device_id: null,
        })),
      )
      .execute();
    await trx
      .insertInto('student')
      .values(people.map((p, i) => ({ id: p.studentId, user_id: p.userId, institute_id: c.institute, display_id: `${c.prefix}${String(i + 1).padStart(3, '0')}`, is_login_allowed: 1 })))
      .execute();
    const members = c.batches.flatMap((name) => {
      const batch = batchIds.get(`${c.institute}|${name}`);
      return batch === undefined ? [] : people.map((p) => ({ user_id: p.userId, batch_id: batch }));
    });
    if (members.length > 0) await trx.insertInto('batch_member').values(members).execute();
  }
}

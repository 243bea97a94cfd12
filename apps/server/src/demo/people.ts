import { hashPassword } from '../lib/passwords.ts';
import { addDays } from './calendar.ts';
import { COACHING_ID, FRENCH_ID, SCHOOL_ID } from './institutes.ts';
import type { SeedContext } from './context.ts';

export const DEMO_PASSWORD = 'demo1234';

type StudentPart = {
  id: number;
  displayId: string;
  /** Which of the institute's two years the student belongs to. */
  years: 'both' | 'previous';
  isLoginAllowed?: number;
};

type Person = {
  id: number;
  institute: number;
  userType: number;
  role?: 'admin';
  name: string;
  phone?: string;
  email?: string;
  blocked?: boolean;
  singleDevice?: boolean;
  registeredDeviceId?: string;
  student?: StudentPart;
  /** Student ids of a parent's children. */
  children?: number[];
};

/**
 * The demo accounts of DEMO.md (a contract: logins, roles and the situation each shows).
 * Children who do not sign in themselves have no phone, so a parent's phone finds only the
 * parent. User and student ids are fixed so tests and journeys can name them.
 */
export const DEMO_PEOPLE: Person[] = [
  { id: 1001, institute: SCHOOL_ID, userType: 1, name: 'Aarav Sharma', phone: '9000000001', email: 'aarav@school.example', student: { id: 5001, displayId: 'SPS-2019-0142', years: 'both' } },
  { id: 1002, institute: COACHING_ID, userType: 1, name: 'Diya Patel', phone: '9000000002', student: { id: 5002, displayId: 'APX-JEE-0231', years: 'both' } },
  { id: 1003, institute: COACHING_ID, userType: 99, name: 'Rohan Verma', phone: '9000000003' },
  { id: 1004, institute: SCHOOL_ID, userType: 1, name: 'Ishaan Gupta', phone: '9000000004', student: { id: 5004, displayId: 'SPS-2020-0077', years: 'both' } },
  // Same phone at the coaching institute, enrolled only last year: choosing this profile
  // shows the academic-year popup [LOGIN-AY-1].
  { id: 1005, institute: COACHING_ID, userType: 1, name: 'Ishaan Gupta', phone: '9000000004', student: { id: 5005, displayId: 'APX-NEET-0118', years: 'previous' } },
  { id: 1006, institute: SCHOOL_ID, userType: 1, name: 'Neha Singh', phone: '9000000005', singleDevice: true, student: { id: 5006, displayId: 'SPS-2021-0310', years: 'both' } },
  { id: 1007, institute: SCHOOL_ID, userType: 1, name: 'Vikram Nair', phone: '9000000006', singleDevice: true, registeredDeviceId: 'registered-tablet-0006', student: { id: 5007, displayId: 'SPS-2021-0311', years: 'both' } },
  { id: 1008, institute: SCHOOL_ID, userType: 1, name: 'Priya Mehta', phone: '9000000007', blocked: true, student: { id: 5008, displayId: 'SPS-2022-0055', years: 'both' } },
  { id: 1009, institute: FRENCH_ID, userType: 1, name: 'Aditi Rao', phone: '9000000008', student: { id: 5009, displayId: 'ILP-2024-0012', years: 'both' } },
  { id: 1010, institute: SCHOOL_ID, userType: 2, name: 'Rajesh Sharma', phone: '9000000010', children: [5001, 5011] },
  { id: 1011, institute: SCHOOL_ID, userType: 1, name: 'Ananya Sharma', student: { id: 5011, displayId: 'SPS-2022-0143', years: 'both' } },
  { id: 1012, institute: SCHOOL_ID, userType: 2, name: 'Lakshmi Iyer', phone: '9000000011', children: [5013] },
  { id: 1013, institute: SCHOOL_ID, userType: 1, name: 'Kavya Iyer', student: { id: 5013, displayId: 'SPS-2020-0208', years: 'both' } },
  { id: 1014, institute: SCHOOL_ID, userType: 2, name: 'Suresh Reddy', phone: '9000000012', children: [5015] },
  { id: 1015, institute: SCHOOL_ID, userType: 1, name: 'Arjun Reddy', student: { id: 5015, displayId: 'SPS-2019-0199', years: 'both', isLoginAllowed: 0 } },
  // Not in DEMO.md: Aarav's classmate for the journeys that change or reset a password, so
  // they never touch a contract account's password (decision 021).
  { id: 1016, institute: SCHOOL_ID, userType: 1, name: 'Tanvi Joshi', phone: '9000000013', email: 'tanvi@school.example', student: { id: 5016, displayId: 'SPS-2019-0187', years: 'both' } },
  { id: 1020, institute: SCHOOL_ID, userType: 3, role: 'admin', name: 'Meera Kapoor', email: 'admin@school.example' },
];

export async function seedPeople(ctx: SeedContext): Promise<void> {
  const { trx } = ctx;
  // Each hash has its own salt; hashing in parallel keeps a first start short.
  const hashes = await Promise.all(DEMO_PEOPLE.map(() => hashPassword(DEMO_PASSWORD)));
  const joinDate = addDays(ctx.today, -400);

  await trx
    .insertInto('app_user')
    .values(
      DEMO_PEOPLE.map((p, i) => ({
        id: p.id,
        institute_id: p.institute,
        account_id: 70_000 + p.id,
        user_type: p.userType,
        role: p.role ?? 'user',
        name: p.name,
        phone: p.phone ?? null,
        email: p.email ?? null,
        password_hash: hashes[i]!,
        photo_url: null,
        join_date: joinDate,
        blocked: p.blocked ?? false,
        single_device: p.singleDevice ?? false,
        registered_device_id: p.registeredDeviceId ?? null,
      })),
    )
    .execute();

  const students = DEMO_PEOPLE.filter((p) => p.student);
  await trx
    .insertInto('student')
    .values(
      students.map((p) => ({
        id: p.student!.id,
        user_id: p.id,
        institute_id: p.institute,
        display_id: p.student!.displayId,
        is_login_allowed: p.student!.isLoginAllowed ?? 1,
      })),
    )
    .execute();

  await trx
    .insertInto('student_academic_year')
    .values(
      students.flatMap((p) => {
        const years = ctx.years.get(p.institute)!;
        const ids = p.student!.years === 'both' ? [years.previous, years.current] : [years.previous];
        return ids.map((academic_year_id) => ({ student_id: p.student!.id, academic_year_id }));
      }),
    )
    .execute();

  await trx
    .insertInto('parent_student')
    .values(DEMO_PEOPLE.flatMap((p) => (p.children ?? []).map((student_id) => ({ parent_user_id: p.id, student_id }))))
    .execute();
}

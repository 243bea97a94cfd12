import type { Insertable } from 'kysely';
import type { StudentProfileTable } from '../db/types-profile.ts';
import type { SeedContext } from './context.ts';
import { COACHING_ID, FRENCH_ID, SCHOOL_ID } from './institutes.ts';

type ProfileSeed = Omit<Insertable<StudentProfileTable>, 'updated_at'>;

/**
 * The student_profile_update_restrict setting (reading A, decision 020: set means the student
 * may edit): the school and the small institute let students edit, the coaching institute
 * does not, so both cases can be tried.
 */
export const SELF_EDIT: Record<number, boolean> = { [SCHOOL_ID]: true, [COACHING_ID]: false, [FRENCH_ID]: true };

/** Addresses shared by a family: Aarav and his sister Ananya live with their father Rajesh. */
const SHARMA_HOME = 'Flat 302, Tower B, Green Valley Apartments, Plot 7, Sector 22, Dwarka, New Delhi, Delhi 110077';
const SHARMA_NATIVE = 'House 18, Gali 4, Shastri Nagar, Near Hanuman Mandir, Meerut, Uttar Pradesh 250004';
const GUPTA_HOME = 'C-45, Block C, Janakpuri, New Delhi, Delhi 110058';

const sharmaParent = {
  parent_name: 'Rajesh Sharma',
  // Longer than the parent block's 37 characters: shows the cut [PROFILE-CUT-3].
  parent_email: 'rajesh.sharma@sharma-associates.example',
  parent_profession: 'Chartered Accountant',
  parent_phone: '9000000010',
  parent_aadhar: 'XXXXXXXX3307',
} as const;

const none = { guardian_name: null, guardian_email: null, guardian_phone: null } as const;

/**
 * Profiles of every demo student, as an Indian school and coaching institute record them
 * (decision 021). Aadhar numbers are masked as UIDAI asks ('XXXXXXXX' and the last four
 * digits). Parents match the parent accounts (Rajesh Sharma 9000000010, Lakshmi Iyer
 * 9000000011, Suresh Reddy 9000000012); other parents' numbers are 90000002xx, which no demo
 * account uses. Ishaan's old coaching record is sparse on purpose: '-1', '0', nulls and the
 * 1900-01-01 date of birth, so the screen's '-' rules show [PROFILE-DISP-1..4]. No demo photo:
 * the screen's icon shows until the student uploads one.
 */
export const DEMO_PROFILES: ProfileSeed[] = [
  {
    student_id: 5001, standard: 'Class 8', roll_no: '14', mother_tongue: 'Hindi', gender: 'Male', country: 'India', state: 'Delhi',
    birth_place: 'New Delhi', religion: 'Hindu', blood_group: 'B+', aadhar: 'XXXXXXXX4821', dob: '2013-06-14',
    current_address: SHARMA_HOME, permanent_address: SHARMA_NATIVE, ...sharmaParent, ...none,
  },
  {
    student_id: 5011, standard: 'Class 5', roll_no: '9', mother_tongue: 'Hindi', gender: 'Female', country: 'India', state: 'Delhi',
    birth_place: 'New Delhi', religion: 'Hindu', blood_group: 'O+', aadhar: 'XXXXXXXX7740', dob: '2016-09-02',
    current_address: SHARMA_HOME, permanent_address: SHARMA_NATIVE, ...sharmaParent, ...none,
  },
  {
    student_id: 5002, standard: 'Class 12', roll_no: 'JEE27A-031', mother_tongue: 'Gujarati', gender: 'Female', country: 'India', state: 'Gujarat',
    birth_place: 'Ahmedabad', religion: 'Hindu', blood_group: 'A+', aadhar: 'XXXXXXXX1958', dob: '2009-08-17',
    current_address: 'Room 214, Vatsalya Girls Hostel, Rajeev Gandhi Nagar, Kota, Rajasthan 324005',
    permanent_address: '14, Shreeji Bungalows, Satellite Road, Ahmedabad, Gujarat 380015',
    parent_name: 'Hitesh Patel', parent_email: 'hitesh.patel@mail.example', parent_profession: 'Textile Trader', parent_phone: '9000000202', parent_aadhar: 'XXXXXXXX6612',
    // Her local guardian in Kota, an uncle, while she studies away from home.
    guardian_name: 'Mahesh Patel', guardian_email: 'mahesh.patel@mail.example', guardian_phone: '9000000212',
  },
  {
    student_id: 5004, standard: 'Class 8', roll_no: '22', mother_tongue: 'Hindi', gender: 'Male', country: 'India', state: 'Delhi',
    birth_place: 'Gurugram', religion: 'Hindu', blood_group: 'A+', aadhar: 'XXXXXXXX2290', dob: '2013-01-27',
    current_address: GUPTA_HOME, permanent_address: GUPTA_HOME,
    parent_name: 'Sunil Gupta', parent_email: 'sunil.gupta@mail.example', parent_profession: 'Businessman', parent_phone: '9000000204', parent_aadhar: 'XXXXXXXX5103', ...none,
  },
  {
    // Last year's coaching enrolment: an old record with "not chosen" values.
    student_id: 5005, standard: null, roll_no: '-1', mother_tongue: '-1', gender: 'Male', country: 'India', state: '0',
    birth_place: null, religion: null, blood_group: '-1', aadhar: '0', dob: '1900-01-01',
    current_address: GUPTA_HOME, permanent_address: null,
    parent_name: 'Sunil Gupta', parent_email: null, parent_profession: null, parent_phone: '-1', parent_aadhar: '-1', ...none,
  },
  {
    student_id: 5006, standard: 'Class 8', roll_no: '27', mother_tongue: 'Bhojpuri', gender: 'Female', country: 'India', state: 'Delhi',
    birth_place: 'Patna', religion: 'Hindu', blood_group: 'AB+', aadhar: 'XXXXXXXX8034', dob: '2013-03-08',
    current_address: 'B-12, Second Floor, Lajpat Nagar II, New Delhi, Delhi 110024',
    permanent_address: 'Village Dumri, Post Arrah, District Bhojpur, Bihar 802301',
    parent_name: 'Ranjeet Singh', parent_email: 'ranjeet.singh@mail.example', parent_profession: 'Army Officer', parent_phone: '9000000206', parent_aadhar: 'XXXXXXXX4417', ...none,
  },
  {
    student_id: 5007, standard: 'Class 8', roll_no: '31', mother_tongue: 'Malayalam', gender: 'Male', country: 'India', state: 'Delhi',
    birth_place: 'Kochi', religion: 'Hindu', blood_group: 'O-', aadhar: 'XXXXXXXX6675', dob: '2013-11-19',
    current_address: 'Flat 11, Staff Quarters, Kerala House, Jantar Mantar Road, New Delhi, Delhi 110001',
    permanent_address: 'TC 25/1432, Vazhuthacaud, Thiruvananthapuram, Kerala 695014',
    parent_name: 'Anil Nair', parent_email: 'anil.nair@mail.example', parent_profession: 'Software Engineer', parent_phone: '9000000207', parent_aadhar: 'XXXXXXXX0926', ...none,
  },
  {
    // Blocked account; a few fields never filled in.
    student_id: 5008, standard: 'Class 7', roll_no: '3', mother_tongue: 'Gujarati', gender: 'Female', country: 'India', state: 'Delhi',
    birth_place: 'Ahmedabad', religion: 'Jain', blood_group: 'A-', aadhar: '-1', dob: '2014-02-11',
    current_address: 'D-7, Shanti Niketan, New Delhi, Delhi 110021', permanent_address: null,
    parent_name: 'Kiran Mehta', parent_email: null, parent_profession: 'Jeweller', parent_phone: '9000000208', parent_aadhar: null, ...none,
  },
  {
    student_id: 5009, standard: 'Terminale', roll_no: 'T-12', mother_tongue: 'Telugu', gender: 'Female', country: 'India', state: 'Puducherry',
    birth_place: 'Visakhapatnam', religion: 'Hindu', blood_group: 'B-', aadhar: 'XXXXXXXX3581', dob: '2008-07-23',
    current_address: '27 Rue Suffren, White Town, Puducherry 605001',
    permanent_address: '12-3-45, Dwaraka Nagar, Visakhapatnam, Andhra Pradesh 530016',
    parent_name: 'Srinivas Rao', parent_email: 'srinivas.rao@mail.example', parent_profession: 'Professor', parent_phone: '9000000209', parent_aadhar: 'XXXXXXXX7248', ...none,
  },
  {
    student_id: 5013, standard: 'Class 8', roll_no: '18', mother_tongue: 'Tamil', gender: 'Female', country: 'India', state: 'Delhi',
    birth_place: 'Chennai', religion: 'Hindu', blood_group: 'O+', aadhar: 'XXXXXXXX1469', dob: '2013-04-30',
    current_address: 'Flat 5C, Saraswati Apartments, Sector 10, Dwarka, New Delhi, Delhi 110075',
    permanent_address: 'Old No 14, New No 29, 2nd Cross Street, Mylapore, Chennai, Tamil Nadu 600004',
    parent_name: 'Lakshmi Iyer', parent_email: 'lakshmi.iyer@mail.example', parent_profession: 'Doctor', parent_phone: '9000000011', parent_aadhar: 'XXXXXXXX8852',
    guardian_name: 'Venkatesh Iyer', guardian_email: null, guardian_phone: '9000000213',
  },
  {
    student_id: 5015, standard: 'Class 8', roll_no: '40', mother_tongue: 'Telugu', gender: 'Male', country: 'India', state: 'Delhi',
    birth_place: 'Hyderabad', religion: 'Hindu', blood_group: 'B+', aadhar: 'XXXXXXXX5396', dob: '2012-12-05',
    current_address: 'House 221, Pocket 2, Sector 23, Dwarka, New Delhi, Delhi 110077',
    permanent_address: '8-2-293, Road No 12, Banjara Hills, Hyderabad, Telangana 500034',
    parent_name: 'Suresh Reddy', parent_email: 'suresh.reddy@mail.example', parent_profession: 'Contractor', parent_phone: '9000000012', parent_aadhar: 'XXXXXXXX2043', ...none,
  },
  {
    student_id: 5016, standard: 'Class 8', roll_no: '35', mother_tongue: 'Marathi', gender: 'Female', country: 'India', state: 'Delhi',
    birth_place: 'Pune', religion: 'Hindu', blood_group: 'AB-', aadhar: 'XXXXXXXX9174', dob: '2013-10-03',
    current_address: 'Flat 704, Tower 3, Shree Ganesh CGHS, Sector 6, Dwarka, New Delhi, Delhi 110075',
    permanent_address: 'Flat 12, Sahyadri Housing Society, Kothrud, Pune, Maharashtra 411038',
    parent_name: 'Milind Joshi', parent_email: 'milind.joshi@mail.example', parent_profession: 'Teacher', parent_phone: '9000000216', parent_aadhar: 'XXXXXXXX6301', ...none,
  },
];

/**
 * The institutes' self-edit settings and the students' profiles. On a demo database seeded
 * before this part existed, a student it does not have (Tanvi, added with this part) is
 * skipped rather than failing the start.
 */
export async function seedProfiles(ctx: SeedContext): Promise<void> {
  const { trx } = ctx;
  for (const [id, allowed] of Object.entries(SELF_EDIT)) {
    await trx.updateTable('institute').set({ student_self_edit: allowed }).where('id', '=', Number(id)).execute();
  }
  const present = new Set((await trx.selectFrom('student').select('id').execute()).map((r) => r.id));
  const rows = DEMO_PROFILES.filter((p) => present.has(p.student_id));
  if (rows.length > 0) await trx.insertInto('student_profile').values(rows).execute();
}

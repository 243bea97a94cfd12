import { COACHING_ID } from './institutes.ts';
import type { TimetableExams } from './exams-timetable.ts';
import type { Mark, TestSeed } from './exams-types.ts';
import { at, nextExam, openNowWindow, pastExams, type PlannedExam } from './exams-when.ts';

/** Diya Patel (9000000002) and Rohan Verma (9000000003, open user): users 1002 and 1003 in people.ts. */
export const DIYA_USER = 1002;
export const ROHAN_USER = 1003;

export const COACHING_LABELS = [
  { label_name: 'Online Tests', test_type_id: 4, title: 'Online exam' },
  { label_name: 'Mock Tests', test_type_id: 1, title: 'Mock test' },
  { label_name: 'Practice Tests', test_type_id: 2, title: 'Practice test' },
  { label_name: 'Test Series', test_type_id: 1, title: 'Mock test' },
] as const;

const r = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
/** JEE Main marking: +4 for a right answer, -1 for a wrong one (numbers typed in keep no negative marks). */
const JEE: { marks: Mark; negative: Mark } = { marks: [4, 1], negative: [1, 1] };

const JEE_OPEN = [
  { name: 'Physics', questions: [...r('phy-', 1, 8), 'phy-g1', 'phy-g5'] },
  { name: 'Chemistry', questions: [...r('chm-', 1, 6), 'chm-g1', 'chm-g2', 'chm-g5', 'chm-g6'] },
  { name: 'Mathematics', questions: [...r('mth-', 1, 4), ...r('mth-g', 1, 6)] },
];
const NEET_OPEN = [
  { name: 'Biology', questions: r('bio-', 1, 10) },
  { name: 'Physics', questions: [...r('phy-', 1, 8), 'phy-g2', 'phy-g6'] },
  { name: 'Chemistry', questions: [...r('chm-', 1, 6), 'chm-g3', 'chm-g4', 'chm-g6', 'chm-g7'] },
];
const JEE_A = [
  { name: 'Physics', questions: r('phy-', 1, 5) },
  { name: 'Chemistry', questions: r('chm-', 1, 5) },
  { name: 'Mathematics', questions: [...r('mth-', 1, 4), 'mth-g7'] },
];
const JEE_B = [
  { name: 'Physics', questions: [...r('phy-', 6, 8), 'phy-g1', 'phy-g2'] },
  { name: 'Chemistry', questions: ['chm-6', ...r('chm-g', 1, 4)] },
  { name: 'Mathematics', questions: r('mth-g', 1, 5) },
];
const NEET_A = [
  { name: 'Biology', questions: r('bio-', 1, 5) },
  { name: 'Physics', questions: r('phy-', 1, 5) },
  { name: 'Chemistry', questions: r('chm-', 1, 5) },
];
const NEET_B = [
  { name: 'Biology', questions: r('bio-', 6, 10) },
  { name: 'Physics', questions: [...r('phy-', 6, 8), 'phy-g1', 'phy-g2'] },
  { name: 'Chemistry', questions: ['chm-6', ...r('chm-g', 1, 4)] },
];

type Common = Pick<TestSeed, 'institute' | 'limit' | 'published' | 'sittings'>;
const base: Common = { institute: COACHING_ID, limit: 1, published: false, sittings: [] };

/** A test of the timetable (or made up in its place) in the 'Online Tests' label. */
function online(ref: string, e: PlannedExam, batch: string, duration: number, sections: TestSeed['sections'], rest: Partial<TestSeed> = {}): TestSeed {
  return { ...base, ref, id: e.testId, label: 'Online Tests', type: 4, name: e.name, title: sections.map((s) => s.name).join(', '), start: e.start, end: e.end, duration, batches: [batch], sections, scheme: JEE, ...rest };
}

/**
 * The coaching institute's tests. Diya's JEE batch and Rohan's crash course (a product batch):
 * each the timetable's exam open now, its last ended exams (results published, under
 * evaluation, missed) and its next one; a JEE mock to resume and practice tests; Rohan an
 * unlimited practice test. Diya also has a product, the 'JEE Main Test Series 2027', whose tests
 * reach her through the product store [API-EXAM-5..7] (exams-products.ts).
 */
export function coachingTests(today: string, now: Date, jee: TimetableExams, crash: TimetableExams): TestSeed[] {
  const made = (name: string, i: number, days: number): PlannedExam => ({ name: `${name} ${i + 1}`, subject: null, start: at(today, -days * (i + 1), '10:00'), end: at(today, -days * (i + 1), '13:00') });
  const openNow = (tt: TimetableExams) => tt.now ?? { name: 'Daily Practice Test (open now)', subject: null, ...openNowWindow(today, now) };
  const [jeePublished, jeeEvaluating, jeeMissed] = pastExams(jee, 3, null, (i) => made('JEE Main Part Test', i, 14));
  const jeeNext = nextExam(jee, null, () => ({ name: 'JEE Main Part Test', subject: null, start: at(today, 14, '10:00'), end: at(today, 14, '13:00') }));
  const [neetPublished, neetMissed] = pastExams(crash, 2, null, (i) => made('NEET Full Mock Test', i, 7));
  const neetNext = nextExam(crash, null, () => ({ name: 'NEET Full Mock Test', subject: null, start: at(today, 7, '06:00'), end: at(today, 8, '22:00') }));
  const JEE_BATCH = 'JEE 2027 - Batch A';
  const CRASH = 'NEET Crash Course 2027';
  const practice = (ref: string, name: string, limit: number, questions: string[], sittings: TestSeed['sittings'], batch = JEE_BATCH, subject = 'Physics'): TestSeed => ({
    ...base,
    ref,
    label: 'Practice Tests',
    type: 2,
    name,
    title: subject,
    start: at(today, -20, '06:00'),
    end: at(today, 40, '23:00'),
    duration: 30,
    limit,
    published: true,
    downloadSolution: true,
    batches: [batch],
    sections: [{ name: subject, questions }],
    sittings,
  });
  return [
    online('jee-open', openNow(jee), JEE_BATCH, 45, JEE_OPEN),
    online('jee-published', jeePublished!, JEE_BATCH, 180, JEE_A, { published: true, downloadSolution: true, sittings: [{ userId: DIYA_USER, done: 1, ability: 0.7 }], cohort: 'coaching' }),
    online('jee-evaluating', jeeEvaluating!, JEE_BATCH, 180, JEE_B, { sittings: [{ userId: DIYA_USER, done: 1, ability: 0.68 }], cohort: 'coaching' }),
    online('jee-missed', jeeMissed!, JEE_BATCH, 180, JEE_A, { published: true, cohort: 'coaching' }),
    online('jee-upcoming', jeeNext, JEE_BATCH, 180, JEE_B),
    { ...online('jee-mock-resume', { name: 'JEE Main Full Mock Test 3', subject: null, start: at(today, -1, '08:00'), end: at(today, 2, '22:00') }, JEE_BATCH, 180, JEE_OPEN), label: 'Mock Tests', type: 1, sittings: [{ userId: DIYA_USER, ability: 0.7, open: true }] },
    practice('jee-practice-left', 'Kinematics and Laws of Motion Practice', 5, ['phy-1', 'phy-3', 'phy-7', 'phy-8', ...r('phy-g', 1, 4)], [{ userId: DIYA_USER, done: 2, ability: 0.65 }]),
    practice('jee-practice-limit', 'Electrostatics and Current Practice', 1, ['phy-6', 'phy-2', ...r('phy-g', 5, 7)], [{ userId: DIYA_USER, done: 1, ability: 0.8 }]),
    online('neet-open', openNow(crash), CRASH, 45, NEET_OPEN),
    online('neet-published', neetPublished!, CRASH, 200, NEET_A, { published: true, downloadSolution: true, sittings: [{ userId: ROHAN_USER, done: 1, ability: 0.58 }], cohort: 'coaching' }),
    online('neet-missed', neetMissed!, CRASH, 200, NEET_B, { published: true, cohort: 'coaching' }),
    online('neet-upcoming', neetNext, CRASH, 200, NEET_A),
    practice('neet-practice', 'NEET Biology Practice: Human Physiology', 0, r('bio-', 1, 11), [{ userId: ROHAN_USER, done: 1, ability: 0.6 }], CRASH, 'Biology'),
    // The product's tests: no batch; they reach Diya through exam_product_test.
    { ...online('product-mock-open', { name: 'All-India JEE Main Mock Test 1', subject: null, start: at(today, -2, '06:00'), end: at(today, 3, '23:00') }, JEE_BATCH, 180, [...JEE_A, ...JEE_B]), label: 'Test Series', type: 1, batches: [] },
    { ...online('product-mock-past', { name: 'All-India JEE Main Diagnostic Test', subject: null, start: at(today, -20, '06:00'), end: at(today, -18, '23:00') }, JEE_BATCH, 180, JEE_A), label: 'Test Series', type: 1, batches: [], published: true, sittings: [{ userId: DIYA_USER, done: 1, ability: 0.62 }], cohort: 'coaching' },
    { ...online('product-online-upcoming', { name: 'JEE Advanced Online Mock: Paper 1', subject: null, start: at(today, 6, '09:00'), end: at(today, 6, '12:00') }, JEE_BATCH, 180, JEE_B), batches: [] },
  ];
}

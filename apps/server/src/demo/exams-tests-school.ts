import { SCHOOL_ID } from './institutes.ts';
import type { TimetableExams } from './exams-timetable.ts';
import type { TestSeed } from './exams-types.ts';
import { at, nextExam, openNowWindow, pastExams, type PlannedExam } from './exams-when.ts';

/** Aarav Sharma (9000000001), user 1001 in people.ts. */
export const AARAV_USER = 1001;
/** Class 8 - B's practice set (Ishaan, 9000000004): a wide grid, a long passage and every other kind. */
export const REVISION_SET = 'Science Revision Set: Materials and Water';

export const SCHOOL_LABELS = [
  { label_name: 'Online Quizzes', test_type_id: 4, title: 'Online exam' },
  { label_name: 'Olympiad Mock Tests', test_type_id: 1, title: 'Mock test' },
  { label_name: 'Practice Sets', test_type_id: 2, title: 'Practice test' },
] as const;

const range = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
const SCIENCE_QUIZ = range('sci-', 1, 15);
/** A past or coming quiz's questions by its subject (the bank has Science and Mathematics). */
const quizQuestions = (subject: string | null, second: boolean) =>
  subject === 'Mathematics'
    ? second ? range('mat-g', 9, 18) : [...range('mat-', 1, 5), ...range('mat-g', 1, 5)]
    : second ? range('sci-', 1, 10) : range('sci-', 11, 20);

const BANK_SUBJECTS = ['Science', 'Mathematics'];
const SECTION = ['Class 8 - A'];
const BOTH_SECTIONS = ['Class 8 - A', 'Class 8 - B'];

/**
 * The school's tests, around now and the timetable of Aarav's section (Class 8 - A): the quiz
 * open now (the timetable's, so its Start and My Exam agree), the last three quizzes (results
 * published, under evaluation, missed), the next one, Olympiad mock tests (one to resume, one
 * already done while still open) and practice sets (attempts left, limit reached, unlimited, a
 * one-minute sprint); Class 8 - B also has a revision set of its own.
 */
export function schoolTests(today: string, now: Date, tt: TimetableExams): TestSeed[] {
  const open = tt.now ?? { name: 'Online Quiz: Science (weekly practice)', subject: 'Science', ...openNowWindow(today, now) };
  const madePast = (i: number): PlannedExam => ({ name: `Online Quiz: ${i % 2 ? 'Mathematics' : 'Science'}`, subject: i % 2 ? 'Mathematics' : 'Science', start: at(today, -7 * (i + 1), '14:00'), end: at(today, -7 * (i + 1), '18:00') });
  const [published, evaluating, missed] = pastExams(tt, 3, BANK_SUBJECTS, madePast);
  const coming = nextExam(tt, BANK_SUBJECTS, () => ({ name: 'Online Quiz: Science', subject: 'Science', start: at(today, 7, '14:00'), end: at(today, 7, '18:00') }));
  const quiz = (ref: string, e: PlannedExam, duration: number, questions: string[], rest: Partial<TestSeed>): TestSeed => ({
    ref,
    id: e.testId,
    institute: SCHOOL_ID,
    label: 'Online Quizzes',
    type: 4,
    name: e.name,
    title: e.subject ?? 'Science',
    start: e.start,
    end: e.end,
    duration,
    limit: 1,
    published: false,
    batches: SECTION,
    sections: [{ name: e.subject ?? 'Science', questions }],
    sittings: [],
    ...rest,
  });
  const practice = (ref: string, name: string, limit: number, questions: string[], done: number): TestSeed => ({
    ref,
    institute: SCHOOL_ID,
    label: 'Practice Sets',
    type: 2,
    name,
    title: 'Mathematics',
    start: at(today, -30, '08:00'),
    end: at(today, 60, '20:00'),
    duration: 20,
    limit,
    published: true,
    downloadSolution: true,
    batches: BOTH_SECTIONS,
    sections: [{ name: 'Mathematics', questions }],
    sittings: [{ userId: AARAV_USER, done, ability: 0.7 }],
  });
  return [
    quiz('school-open', open, 20, SCIENCE_QUIZ, {}),
    quiz('school-published', published!, 30, quizQuestions(published!.subject, false), {
      published: true,
      downloadSolution: true,
      sittings: [{ userId: AARAV_USER, done: 1, ability: 0.72 }],
      cohort: 'school',
    }),
    quiz('school-evaluating', evaluating!, 30, quizQuestions(evaluating!.subject, true), { sittings: [{ userId: AARAV_USER, done: 1, ability: 0.66 }], cohort: 'school' }),
    quiz('school-missed', missed!, 30, quizQuestions(missed!.subject, false), { published: true, cohort: 'school' }),
    quiz('school-upcoming', coming, 30, quizQuestions(coming.subject, true), {}),
    {
      ref: 'school-mock-resume',
      institute: SCHOOL_ID,
      label: 'Olympiad Mock Tests',
      type: 1,
      name: 'Science Olympiad Mock Test 1',
      title: 'Science',
      start: at(today, -1, '09:00'),
      end: at(today, 2, '21:00'),
      duration: 60,
      limit: 1,
      published: false,
      batches: BOTH_SECTIONS,
      sections: [{ name: 'Science', questions: range('sci-', 1, 20) }],
      sittings: [{ userId: AARAV_USER, ability: 0.7, open: true }],
    },
    {
      ref: 'school-mock-done',
      institute: SCHOOL_ID,
      label: 'Olympiad Mock Tests',
      type: 1,
      name: 'Maths Olympiad Mock Test 1',
      title: 'Mathematics',
      start: at(today, -2, '09:00'),
      end: at(today, 5, '21:00'),
      duration: 60,
      limit: 1,
      published: false,
      batches: BOTH_SECTIONS,
      sections: [{ name: 'Mathematics', questions: [...range('mat-', 1, 5), ...range('mat-g', 1, 10)] }],
      sittings: [{ userId: AARAV_USER, done: 1, ability: 0.6 }],
    },
    practice('school-practice-left', 'Rational Numbers Practice Set', 3, ['mat-3', ...range('mat-g', 9, 14)], 1),
    practice('school-practice-limit', 'Linear Equations Practice Set', 2, range('mat-g', 1, 8), 2),
    practice('school-practice-unlimited', 'Mental Maths Drill', 0, range('mat-g', 15, 24), 3),
    // A one-minute sprint, once: the shortest sitting there is, ended by its deadline when the
    // student walks away (the panel closes it by itself and it counts as attempted).
    { ...practice('school-practice-sprint', 'Square Roots Sprint (1 minute)', 1, range('mat-g', 21, 24), 0), duration: 1, sittings: [] },
    // A second one-minute sprint: the journey of a network lost at the deadline and back in its
    // grace (e2e/exam-late.spec.ts, issue 32) sits it, apart from the walk-away journey above.
    { ...practice('school-practice-sprint-offline', 'Cube Roots Sprint (1 minute)', 1, range('mat-g', 21, 24), 0), duration: 1, sittings: [] },
    // Class 8 - B's own revision set, unlimited and published: Ishaan (9000000004) sits it in the
    // phone journey (e2e/exam-panel-phone.spec.ts), which no other journey's learner can see.
    {
      ref: 'school-revision-b',
      institute: SCHOOL_ID,
      label: 'Practice Sets',
      type: 2,
      name: REVISION_SET,
      title: 'Science, Mathematics',
      start: at(today, -10, '08:00'),
      end: at(today, 30, '20:00'),
      duration: 30,
      limit: 0,
      published: true,
      downloadSolution: true,
      batches: ['Class 8 - B'],
      sections: [
        { name: 'Science', questions: ['sci-2', 'sci-21', 'sci-22', 'sci-23', 'sci-3', 'sci-5', 'sci-7', 'sci-6'] },
        { name: 'Mathematics', questions: ['mat-5', 'mat-1', 'mat-g9'] },
      ],
      sittings: [],
    },
  ];
}

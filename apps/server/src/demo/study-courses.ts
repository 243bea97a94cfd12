import type { StudyMaterialCategory } from '../db/types-study.ts';
import { COACHING_ID, SCHOOL_ID } from './institutes.ts';
import { PRODUCT_TITLES } from './products.ts';
import { POSTER, studyDocx, studyMp3, studyMp4, studyPdf, studyPng, studyPptx, studyXlsx, studyZip, type StudyFile } from './study-files.ts';

/** A demo material: a stored file, or a video (Vimeo id, YouTube id, protected video id, or a page address). */
export type DemoMaterial = {
  type: StudyMaterialCategory;
  title: string;
  daysAgo: number;
  readonly?: boolean;
  file?: StudyFile;
  vimeo?: string;
  youtube?: string;
  /** A protected (VDOCipher) video: its video id; its file is the demo lecture. */
  protectedVideo?: string;
  url?: string;
  poster?: string;
};
export type DemoTopic = { name: string; materials?: DemoMaterial[]; sub?: DemoTopic[] };
/** A course type: free for `batches` (current year), or paid, part of the product titled `product`. */
export type DemoCourse = { institute: number; name: string; batches?: string[]; product?: string; subjects: { subject: string; topics: DemoTopic[] }[] };

const FRICTION_VIMEO = '76979871';
const BONDING_VIMEO = '148751763';
const SQUARE_ROOTS_YT = 'bUu8gC1nXsE';
const CELL_DIVISION_YT = 'f-ldPgEfAHI';

/**
 * The school's free library for Class 8: every one of the twelve types [STUDY-TREE-5], topics
 * three levels deep in each subject, read-only and downloadable files, every kind of video.
 */
const CLASS_8: DemoCourse = {
  institute: SCHOOL_ID,
  name: 'Class 8 CBSE',
  batches: ['Class 8 - A', 'Class 8 - B'],
  subjects: [
    {
      subject: 'Mathematics',
      topics: [
        {
          name: 'Rational Numbers',
          materials: [{ type: 'Notes', title: 'Rational numbers: summary notes', daysAgo: 20, file: studyPdf('Rational numbers summary notes', 'Class 8 Mathematics, chapter 1', ['A rational number is p/q with q not 0.', 'Between any two rational numbers there are infinitely many others.', '0 is the additive identity, 1 the multiplicative identity.']) }],
          sub: [
            {
              name: 'Properties of Rational Numbers',
              materials: [{ type: 'EBook', title: 'NCERT chapter 1: Rational Numbers', daysAgo: 19, readonly: true, file: studyPdf('NCERT chapter 1 Rational Numbers', 'Read-only e-book', ['1.1 Introduction', '1.2 Properties of rational numbers', '1.3 Representation on the number line', '1.4 Rational numbers between two rational numbers']) }],
              sub: [
                {
                  name: 'Closure, Commutativity and Associativity',
                  materials: [
                    { type: 'Assignment', title: 'Properties worksheet', daysAgo: 6, file: studyDocx('Properties worksheet', ['1. Is subtraction commutative for rational numbers? Give an example.', '2. Verify associativity of addition for -2/3, 1/2 and 5/6.', '3. Find the additive inverse of -7/19.']) },
                    { type: 'VDOCipher', title: 'Worked example: additive inverse', daysAgo: 5, protectedVideo: 'vdo-study-rational-1', poster: POSTER.lecture },
                    { type: 'YoutubeURL', title: 'Square roots by long division (revision)', daysAgo: 4, youtube: SQUARE_ROOTS_YT },
                  ],
                },
              ],
            },
            {
              name: 'Rational Numbers on the Number Line',
              materials: [{ type: 'Slides', title: 'Number line slides', daysAgo: 18, file: studyPptx('Number line slides', [{ title: 'Where is -3/4?', bullets: ['Divide the unit between -1 and 0 into 4 equal parts.', 'Count 3 parts to the left of 0.'] }, { title: 'Comparing rational numbers', bullets: ['The number further right is greater.', '-1/2 lies to the right of -3/4, so -1/2 > -3/4.'] }]) }],
            },
          ],
        },
        {
          name: 'Linear Equations in One Variable',
          materials: [
            { type: 'PreviousYearQuestionsPaper', title: 'Linear equations: 2025 question paper', daysAgo: 30, readonly: true, file: studyPdf('Linear equations 2025 question paper', 'Previous year paper (read-only)', ['1. Solve 2x - 3 = 7.', '2. The sum of two numbers is 95 and one exceeds the other by 15. Find them.', '3. Solve (x + 1)/(2x + 3) = 3/8.']) },
            { type: 'Exam', title: 'Unit test 3 (read-only)', daysAgo: 9, readonly: true, file: studyPdf('Unit test 3', 'Class 8 Mathematics (read-only)', ['Time: 40 minutes. Marks: 20.', '1. Solve 5t - 3 = 3t - 5.', '2. Solve 4z + 3 = 6 + 2z.']) },
          ],
          sub: [
            {
              name: 'Solving Equations',
              sub: [
                {
                  name: 'Word Problems',
                  materials: [
                    { type: 'Other', title: 'Word problems: answer table', daysAgo: 3, file: studyXlsx('Word problems answer table', 'Answers', [['Problem', 'Equation', 'Answer'], ['Set 1, problem 1', 'x + (x + 15) = 95', 40], ['Set 1, problem 2', '2x - 3 = 7', 5], ['Set 2, problem 1', '60t = 150', 2.5]]) },
                    { type: 'Other', title: 'Word problems: practice bundle', daysAgo: 3, file: studyZip('Word-problems-practice.zip', [{ name: 'set-1.txt', text: 'Ages, coins and perimeters: 10 problems.' }, { name: 'set-2.txt', text: 'Speed, distance and time: 10 problems.' }]) },
                    { type: 'Vimeo', title: 'Friction in everyday life (enrichment)', daysAgo: 2, vimeo: FRICTION_VIMEO, url: `https://vimeo.com/${FRICTION_VIMEO}` },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      subject: 'Science',
      topics: [
        {
          name: 'Sound',
          materials: [
            { type: 'AudioNotes', title: 'A 660 Hz tone (listen)', daysAgo: 2, file: studyMp3('Tone-660-Hz.mp3') },
            { type: 'Notes', title: 'Sound: chapter notes', daysAgo: 8, file: studyPdf('Sound chapter notes', 'Class 8 Science, chapter 13', ['Sound is produced by vibrating bodies.', 'It needs a medium to travel.', 'We hear 20 Hz to 20,000 Hz.']) },
          ],
          sub: [
            {
              name: 'Propagation of Sound',
              sub: [
                {
                  name: 'Audible and Inaudible Sounds',
                  materials: [
                    { type: 'Other', title: 'Vibrating string (video)', daysAgo: 1, file: studyMp4('Vibrating-string.mp4'), poster: POSTER.science },
                    { type: 'Images', title: 'Solar system diagram (for the model)', daysAgo: 7, file: studyPng('Solar-system-diagram.png') },
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'Crop Production and Management',
          materials: [{ type: 'EBook', title: 'Crop production: e-book', daysAgo: 25, readonly: true, file: studyPdf('Crop production e-book', 'Class 8 Science, chapter 1 (read-only)', ['Kharif crops: paddy, maize, soyabean.', 'Rabi crops: wheat, gram, pea.', 'Steps: soil preparation, sowing, manuring, irrigation, weeding, harvesting, storage.']) }],
        },
      ],
    },
    {
      subject: 'English',
      topics: [
        {
          name: 'Honeydew: Prose',
          sub: [
            {
              name: 'The Best Christmas Present in the World',
              sub: [
                {
                  name: 'Vocabulary',
                  materials: [{ type: 'Notes', title: 'Vocabulary list (read-only)', daysAgo: 11, readonly: true, file: studyDocx('Vocabulary list', ['dresser: a sideboard with shelves', 'spidery handwriting: thin, uneven writing', 'splinter: a small sharp piece of wood']) }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** The coaching institute's free library for the JEE batch. */
const JEE_CLASSROOM: DemoCourse = {
  institute: COACHING_ID,
  name: 'JEE 2027 Classroom',
  batches: ['JEE 2027 - Batch A'],
  subjects: [
    {
      subject: 'Physics',
      topics: [
        {
          name: 'Mechanics',
          sub: [
            {
              name: 'Rotational Motion',
              materials: [{ type: 'Notes', title: 'Rotational motion: formula sheet', daysAgo: 4, file: studyPdf('Rotational motion formula sheet', 'JEE Physics', ['L = I w', 'Torque = I a', 'Rolling: v = R w']) }],
              sub: [
                {
                  name: 'Moment of Inertia',
                  materials: [
                    { type: 'VDOCipher', title: 'Moment of inertia: lecture', daysAgo: 3, protectedVideo: 'vdo-study-jee-moi', poster: POSTER.lecture },
                    { type: 'Exam', title: 'Moment of inertia: DPP 7 (read-only)', daysAgo: 2, readonly: true, file: studyPdf('Moment of inertia DPP 7', 'Daily practice paper (read-only)', ['1. I of a ring about its axis.', '2. I of a disc about a diameter.', '3. Parallel axis theorem.']) },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      subject: 'Chemistry',
      topics: [
        {
          name: 'Physical Chemistry',
          sub: [
            {
              name: 'Chemical Kinetics',
              sub: [
                {
                  name: 'Order of Reaction',
                  materials: [
                    { type: 'EBook', title: 'Chemical kinetics: e-book', daysAgo: 10, file: studyPdf('Chemical kinetics e-book', 'JEE Chemistry', ['Rate = k [A]^m [B]^n', 'Half-life of a first-order reaction: 0.693 / k']) },
                    { type: 'Vimeo', title: 'Chemical bonding lecture', daysAgo: 6, vimeo: BONDING_VIMEO },
                    { type: 'PreviousYearQuestionsPaper', title: 'JEE Main 2025: kinetics questions', daysAgo: 40, readonly: true, file: studyPdf('JEE Main 2025 kinetics questions', 'Previous year questions (read-only)', ['Q1. A first-order reaction is 50% complete in 30 min...', 'Q2. The rate constant doubles for a 10 K rise...']) },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      subject: 'Mathematics',
      topics: [
        {
          name: 'Calculus',
          sub: [
            {
              name: 'Limits',
              sub: [
                {
                  name: 'Standard Limits',
                  materials: [
                    { type: 'Slides', title: 'Standard limits: slides', daysAgo: 5, file: studyPptx('Standard limits slides', [{ title: 'Trigonometric limits', bullets: ['lim sin x / x = 1 as x -> 0', 'lim tan x / x = 1 as x -> 0'] }, { title: 'Exponential limits', bullets: ['lim (1 + x)^(1/x) = e as x -> 0', 'lim (e^x - 1) / x = 1 as x -> 0'] }]) },
                    { type: 'Assignment', title: 'Limits: assignment 3', daysAgo: 1, file: studyDocx('Limits assignment 3', ['1. Evaluate lim (x^2 - 4)/(x - 2) as x -> 2.', '2. Evaluate lim (1 - cos x)/x^2 as x -> 0.']) },
                    { type: 'YoutubeURL', title: 'Cell division in 10 minutes (break)', daysAgo: 8, youtube: CELL_DIVISION_YT },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** A paid course's three levels with its materials at the bottom (and a note one level up). */
const chain = (subject: string, names: [string, string, string], upper: DemoMaterial[], bottom: DemoMaterial[]) => ({
  subject,
  topics: [{ name: names[0], sub: [{ name: names[1], materials: upper, sub: [{ name: names[2], materials: bottom }] }] }],
});

/** The paid course types, one per demo product (linked by the products' titles), expired ones included. */
const PAID: DemoCourse[] = [
  {
    institute: SCHOOL_ID,
    name: 'Olympiad Mathematics: Practice Library',
    product: PRODUCT_TITLES.olympiad,
    subjects: [
      chain('Mathematics', ['Number Theory', 'Divisibility', 'Divisibility Rules'], [{ type: 'Notes', title: 'Divisibility: notes', daysAgo: 12, file: studyPdf('Divisibility notes', 'Olympiad Mathematics', ['A number is divisible by 3 when its digit sum is.', 'By 11 when the alternating digit sum is.']) }], [
        { type: 'PreviousYearQuestionsPaper', title: 'IMO 2025 level 1: number theory', daysAgo: 15, readonly: true, file: studyPdf('IMO 2025 level 1 number theory', 'Previous year paper (read-only)', ['1. How many 3-digit numbers are divisible by 7?', '2. Find the remainder when 2^100 is divided by 7.']) },
        { type: 'VDOCipher', title: 'Divisibility by 11: worked problems', daysAgo: 3, protectedVideo: 'vdo-study-olympiad-11', poster: POSTER.maths },
        { type: 'YoutubeURL', title: 'Square roots by long division', daysAgo: 6, url: `https://www.youtube.com/watch?v=${SQUARE_ROOTS_YT}` },
      ]),
    ],
  },
  {
    institute: SCHOOL_ID,
    name: 'Science Camp Projects',
    product: PRODUCT_TITLES.scienceCamp,
    subjects: [chain('Science', ['Electricity', 'Circuits', 'Series and Parallel'], [], [{ type: 'Notes', title: 'Build a series circuit', daysAgo: 150, file: studyPdf('Build a series circuit', 'Summer Science Camp', ['Two cells, a switch and two bulbs.', 'What happens when one bulb is removed?']) }, { type: 'Images', title: 'Circuit diagram', daysAgo: 150, file: studyPng('Circuit-diagram.png') }])],
  },
  {
    institute: SCHOOL_ID,
    name: 'Spoken English Lessons',
    product: PRODUCT_TITLES.spokenEnglish,
    subjects: [chain('English', ['Speaking', 'Greetings', 'Formal Greetings'], [], [{ type: 'AudioNotes', title: 'Lesson 1: listen and repeat', daysAgo: 5, file: studyMp3('Lesson-1-listen-and-repeat.mp3') }, { type: 'YoutubeURL', title: 'Lesson 1: video', daysAgo: 5, youtube: CELL_DIVISION_YT }])],
  },
  {
    institute: COACHING_ID,
    name: 'JEE Main Test Series: Solutions',
    product: PRODUCT_TITLES.jeeSeries,
    subjects: [chain('Physics', ['Full Tests', 'Full Test 1', 'Solutions'], [], [{ type: 'Exam', title: 'Full test 1: paper (read-only)', daysAgo: 14, readonly: true, file: studyPdf('Full test 1 paper', 'JEE Main pattern (read-only)', ['90 questions, 3 hours.', 'Physics 1-30, Chemistry 31-60, Mathematics 61-90.']) }, { type: 'VDOCipher', title: 'Full test 1: solution walkthrough', daysAgo: 13, protectedVideo: 'vdo-study-jee-ft1', poster: POSTER.lecture }])],
  },
  {
    institute: COACHING_ID,
    name: 'NEET Crash Course: Study Pack',
    product: PRODUCT_TITLES.neetCrash,
    subjects: [
      chain('Biology', ['Cell Biology', 'Cell Division', 'Mitosis'], [{ type: 'EBook', title: 'Cell division: e-book', daysAgo: 9, file: studyPdf('Cell division e-book', 'NEET Biology', ['Interphase: G1, S, G2.', 'M phase: prophase, metaphase, anaphase, telophase.']) }], [
        { type: 'Notes', title: 'Mitosis: one-page notes', daysAgo: 4, file: studyPdf('Mitosis one-page notes', 'NEET crash course', ['Prophase: chromosomes condense.', 'Metaphase: chromosomes at the equator.', 'Anaphase: sister chromatids separate.', 'Telophase: nuclear envelope re-forms.']) },
        { type: 'Images', title: 'Mitosis diagram', daysAgo: 4, file: studyPng('Mitosis-diagram.png') },
        { type: 'YoutubeURL', title: 'Cell division in 10 minutes', daysAgo: 3, youtube: CELL_DIVISION_YT },
        { type: 'VDOCipher', title: 'Mitosis: protected lecture', daysAgo: 2, protectedVideo: 'vdo-study-neet-mitosis', poster: POSTER.science },
      ]),
    ],
  },
  {
    institute: COACHING_ID,
    name: 'Foundation Physics Lectures',
    product: PRODUCT_TITLES.foundationPhysics,
    subjects: [chain('Physics', ['Motion', 'Equations of Motion', 'Graphs'], [], [{ type: 'Notes', title: 'Distance-time graphs', daysAgo: 300, file: studyPdf('Distance-time graphs', 'Foundation Physics', ['The slope of a distance-time graph is the speed.']) }])],
  },
];

/** Every demo course type of the study library (issue 17). */
export const STUDY_COURSES: DemoCourse[] = [CLASS_8, JEE_CLASSROOM, ...PAID];

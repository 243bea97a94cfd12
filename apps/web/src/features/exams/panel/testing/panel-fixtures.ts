// A test of every question kind, as enter returns it, for the panel's screen tests. Tests only.
import { ZPanelEnterResponse, type TPanelEnter, type TPanelResult } from '@portal/contract';

const item = (id: string, html: string) => ({ id, html });
const question = (question_id: number, position: number, section_no: number, kind: TPanelEnter['questions'][number]['kind'], stem: string, options: object = {}, extra: object = {}) => ({
  question_id,
  position,
  section_no,
  kind,
  ques_type: 1,
  stem_html: `<p>${stem}</p>`,
  options,
  media: [],
  passage_id: null,
  marks: 4,
  negative_marks: 1,
  partial_marks: false,
  ...extra,
});

export const ATTEMPT_ID = 9001;
export const TEST_ID = 7351;

/** Seven questions, one of each kind, in two sections; the first two share a passage. */
export const QUESTIONS = [
  question(101, 1, 1, 'single', 'Using the passage, the maximum height is', { choices: [item('a', '\\( 5\\ \\text{m} \\)'), item('b', '\\( 10\\ \\text{m} \\)'), item('c', '\\( 20\\ \\text{m} \\)')] }, { passage_id: 1 }),
  question(102, 2, 1, 'numeric', 'Using the passage, find the time of flight.', { unit: 's' }, { passage_id: 1, negative_marks: 0, media: [{ media_type: 'image', source_path: '/my-account/demo/incline.svg', title: 'A block on an incline' }] }),
  question(103, 3, 1, 'multiple', 'Which are vectors?', { choices: [item('a', 'Velocity'), item('b', 'Speed'), item('c', 'Force')] }),
  question(104, 4, 1, 'true-false', 'In DNA, adenine pairs with thymine.'),
  question(105, 5, 2, 'text', 'Name the law of the force between two charges.'),
  question(106, 6, 2, 'matching', 'Match each quantity with its unit.', { left: [item('la', 'Force'), item('lb', 'Power')], right: [item('rb', 'watt'), item('ra', 'newton')] }),
  question(107, 7, 2, 'grid', 'Mark the dimensions of each quantity.', { rows: [item('ra', 'Velocity'), item('rb', 'Force')], columns: [item('ca', '\\( [M] \\)'), item('cb', '\\( [L] \\)')] }),
];

export function enterData(overrides: Partial<TPanelEnter> = {}, attempt: Partial<TPanelEnter['attempt']> = {}): TPanelEnter {
  const now = Date.now();
  return ZPanelEnterResponse.parse({
    statusCode: 200,
    message: 'OK',
    data: {
      mode: 'attempt',
      // The deadline follows the seconds left a test gives, as the server's answer does.
      attempt: { attempt_id: ATTEMPT_ID, attempt_no: 1, status: 'in_progress', started_at_ms: now, deadline_ms: now + (attempt.seconds_left ?? 2700) * 1000, finished_at_ms: null, seconds_left: 2700, server_now_ms: now, ...attempt },
      test: { test_id: TEST_ID, test_name: 'JEE Daily Practice Test', test_type_id: 4, title: 'Physics, Chemistry', instructions_html: '', duration_minutes: 45, total_marks: 28, negative_marking: true },
      sections: [
        { section_no: 1, section_name: 'Physics', question_ids: [101, 102, 103, 104] },
        { section_no: 2, section_name: 'Chemistry', question_ids: [105, 106, 107] },
      ],
      questions: QUESTIONS,
      passages: [{ passage_id: 1, title: 'Projectile motion', body_html: '<p>A ball is thrown at \\( 20\\ \\text{m/s} \\).</p>' }],
      answers: [],
      bookmarked_question_ids: [],
      result: null,
      ...overrides,
    },
  }).data;
}

export const RESULT: TPanelResult = {
  attempt_id: ATTEMPT_ID,
  marks: 11,
  max_marks: 28,
  right: 3,
  partial: 0,
  wrong: 1,
  left: 3,
  attempted: 4,
  time_taken_seconds: 1260,
  rank: 4,
  total_students: 31,
  percentile: 90.32,
  topper: { marks: 24, time_taken_seconds: 1800 },
  average: { marks: 9.5, correct: 2, incorrect: 1, attempted: 3, time_taken: 1500 },
  subjects: [{ subject: 'Physics', marks: 11, time_ms: 600_000, right: 3, partial: 0, wrong: 1, left: 0, right_marks: 12, wrong_marks: 1 }],
  questions: [{ question_id: 101, outcome: 'right', marks: 4, key: { kind: 'single', correct: 'a' }, solution_html: '<p>Use \\( H = \\frac{u^2}{2g} \\).</p>' }],
};

/** Test fixtures: a question bank of every kind the panel shows, and a test over it (issue 34, decision 082). */

const river = { passage_title: 'The river', passage_html: '<p>The river ran quiet under the old bridge.</p>' };

export const BANK = [
  {
    source_id: 'Q-SINGLE',
    kind: 'single',
    subject: 'Physics',
    topic: 'Motion',
    question_html: '<p>Speed is a \\(scalar\\) or a vector?</p>',
    options: [
      { id: 'a', html: 'Scalar', is_correct: true },
      { id: 'b', html: 'Vector' },
    ],
    marks: 4,
    negative_marks: 1,
    solution_html: '<p>Speed has no direction.</p>',
    image_urls: ['https://cdn.example.org/speed.png'],
  },
  {
    source_id: 'Q-MULTI',
    kind: 'multiple',
    subject: 'Physics',
    question_html: '<p>Which are vectors?</p>',
    options: [
      { id: 'a', html: 'Force', is_correct: true },
      { id: 'b', html: 'Mass' },
      { id: 'c', html: 'Velocity', is_correct: true },
    ],
    partial_marks: true,
    marks: 4,
    negative_marks: '1/3',
  },
  { source_id: 'Q-TF', kind: 'true-false', subject: 'Chemistry', question_html: '<p>Water boils at 100 °C at sea level.</p>', answer: 'true' },
  { source_id: 'Q-NUM', kind: 'numeric', subject: 'Physics', question_html: '<p>g near the ground?</p>', answer: 9.8, tolerance: '0.05', unit: 'm/s²', marks: 3 },
  { source_id: 'Q-TEXT', kind: 'text', subject: 'Chemistry', question_html: '<p>The symbol of sodium?</p>', accepted_answers: ['Na', ' '] },
  {
    source_id: 'Q-MATCH',
    kind: 'matching',
    subject: 'Chemistry',
    question_html: '<p>Match each symbol with its element.</p>',
    left: [
      { id: 'l1', html: 'H', match: 'r2' },
      { id: 'l2', html: 'O', match: 'r1' },
    ],
    right: [
      { id: 'r1', html: 'Oxygen' },
      { id: 'r2', html: 'Hydrogen' },
    ],
    partial_marks: true,
  },
  {
    source_id: 'Q-GRID',
    kind: 'grid',
    subject: 'Maths',
    question_html: '<p>Prime or composite?</p>',
    rows: [
      { id: 'r1', html: '2', correct: ['c1'] },
      { id: 'r2', html: '9', correct: ['c2'] },
    ],
    columns: [
      { id: 'c1', html: 'Prime' },
      { id: 'c2', html: 'Composite' },
    ],
  },
  { source_id: 'Q-PASS-1', kind: 'single', subject: 'English', question_html: '<p>The river was...</p>', options: [{ id: 'a', html: 'quiet', is_correct: true }, { id: 'b', html: 'loud' }], ...river },
  { source_id: 'Q-PASS-2', kind: 'text', subject: 'English', question_html: '<p>What was old?</p>', accepted_answers: ['the bridge', 'bridge'], ...river },
];

/** A test of the bank for batch TB-1, open on the test clock's day (TEST_NOW, 10:00 in India). */
export const weeklyTest = (extra: Record<string, unknown> = {}) => ({
  source_id: 'T-1',
  name: 'Imported Weekly Test',
  label: 'Imported Tests',
  batch_source_ids: ['TB-1'],
  starts_at: '2026-11-21T09:00:00+05:30',
  ends_at: '2026-11-21 18:00',
  duration_minutes: 60,
  result_published: false,
  sections: [
    { name: 'Physics', question_source_ids: ['Q-SINGLE', 'Q-MULTI', 'Q-NUM'] },
    { name: 'Chemistry', question_source_ids: ['Q-TF', 'Q-TEXT', 'Q-MATCH'], marks: 2, negative_marks: '0.5' },
    { name: 'Maths and English', question_source_ids: ['Q-GRID', 'Q-PASS-1', 'Q-PASS-2'] },
  ],
  ...extra,
});

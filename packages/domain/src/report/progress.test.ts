import { describe, expect, it } from 'vitest';
import { monthlyAttendance, monthlyHomeworkOnTime, scoreTrend, weakestTopics, type QuestionLine, type TestResultFacts } from './progress.ts';

const result = (test_id: number, ended_at: string, o: Partial<TestResultFacts> = {}): TestResultFacts => ({
  test_id,
  test_name: `Test ${test_id}`,
  ended_at,
  published: true,
  score: 30,
  total: 40,
  rank: 3,
  students: 41,
  ...o,
});

describe('progress over time', () => {
  it('[REPORT-PCT-1] score as a share of the marks and percentile per test, oldest first, published results only', () => {
    const points = scoreTrend([
      result(2, '2026-10-05T10:00:00+05:30', { score: 12.5, total: 50, rank: 1, students: 100 }),
      result(1, '2026-09-01T10:00:00+05:30'),
      result(3, '2026-11-01T10:00:00+05:30', { published: false }),
    ]);
    expect(points.map((p) => [p.testId, p.percent, p.percentile])).toEqual([
      [1, 75, 92.68],
      [2, 25, 99],
    ]);
  });

  it('[REPORT-ACC-2] a test with no marks has no score share, not a division by zero', () => {
    expect(scoreTrend([result(1, '2026-09-01T10:00:00Z', { total: 0, score: 0 })])[0]!.percent).toBeNull();
  });

  it('[REPORT-ACC-1] the weakest topics by accuracy, lowest first; partly right counts right; unpublished and untopical lines left out', () => {
    const lines = (topic: string | null, outcomes: QuestionLine['outcome'][], published = true) => outcomes.map((outcome) => ({ topic, outcome, published }));
    const topics = weakestTopics([
      ...lines('Optics', ['right', 'wrong', 'wrong', 'wrong']),
      ...lines('Kinematics', ['right', 'partial', 'wrong', 'unattempted']),
      ...lines('Algebra', ['right', 'right', 'right']),
      ...lines('Thermodynamics', ['wrong', 'wrong', 'wrong'], false),
      ...lines(null, ['wrong', 'wrong', 'wrong']),
      ...lines('Waves', ['wrong', 'unattempted', 'unattempted']),
    ]);
    expect(topics).toEqual([
      { topic: 'Optics', accuracy: 25, right: 1, wrong: 3, left: 0 },
      { topic: 'Kinematics', accuracy: 66.67, right: 2, wrong: 1, left: 1 },
      { topic: 'Algebra', accuracy: 100, right: 3, wrong: 0, left: 0 },
    ]);
  });

  it('[TT-OFF-5] attendance by month with the timetable\'s own rule: sessions present of sessions marked, rounded', () => {
    expect(
      monthlyAttendance([
        { date: '2026-10-02', status: 'P' },
        { date: '2026-09-30', status: 'A' },
        { date: '2026-10-03', status: ' p ' },
        { date: '2026-10-04', status: 'A' },
        { date: '2026-09-29', status: 'P' },
      ]),
    ).toEqual([
      { month: '2026-09', count: 1, of: 2, percent: 50 },
      { month: '2026-10', count: 2, of: 3, percent: 67 },
    ]);
  });

  it('homework on time by the month it was due; not yet due and not handed in is not counted; never handed in is late', () => {
    expect(
      monthlyHomeworkOnTime(
        [
          { due: '2026-10-10', submittedOn: '2026-10-10' },
          { due: '2026-10-12', submittedOn: '2026-10-13' },
          { due: '2026-10-20', submittedOn: null },
          { due: '2026-11-30', submittedOn: null },
          { due: '2026-11-30', submittedOn: '2026-11-20' },
        ],
        '2026-11-24',
      ),
    ).toEqual([
      { month: '2026-10', count: 1, of: 3, percent: 33 },
      { month: '2026-11', count: 1, of: 1, percent: 100 },
    ]);
  });
});

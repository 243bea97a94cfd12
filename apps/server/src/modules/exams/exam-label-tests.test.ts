import { beforeAll, describe, expect, it } from 'vitest';
import { ZExamLabelsResponse, ZExamTestsResponse, type TExamTest } from '@portal/contract';
import { examListStatus } from '@portal/domain/exam/exam-list-status';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { AARAV, DIYA, getLabels, getLabelTests } from './test-requests.ts';

const NOW = new Date(TEST_NOW).getTime();
const t = useSignedInApp({ aarav: '9000000001', diya: '9000000002' });
let schoolLabels: Map<string, number>;
let coachingLabels: Map<string, number>;

async function labelsOf(token: string) {
  return new Map(ZExamLabelsResponse.parse((await getLabels(t.app, token)).json()).data.map((l) => [l.label_name, l.label_id]));
}
async function testsOf(token: string, id: number | string, query = ''): Promise<TExamTest[]> {
  const res = await getLabelTests(t.app, token, id, query);
  expect(res.statusCode, res.body).toBe(200);
  return ZExamTestsResponse.parse(res.json()).data;
}
const statuses = (tests: TExamTest[]) => Object.fromEntries(tests.map((x) => [x.test_name, examListStatus(x, NOW)]));

beforeAll(async () => {
  schoolLabels = await labelsOf(t.tokens.aarav);
  coachingLabels = await labelsOf(t.tokens.diya);
});

describe('GET /exam-api/student/testLabels/{label_id}/tests [API-EXAM-2]', () => {
  it('[API-EXAM-2] [EXAM-LABEL-3] a label lists its tests of the learner\'s batches in data.data, in the order they open', async () => {
    const tests = await testsOf(t.tokens.aarav, schoolLabels.get('Online Quizzes')!);
    expect(tests).toHaveLength(5);
    expect(tests.every((x) => x.test_type_id === 4 && x.label_id === schoolLabels.get('Online Quizzes') && x.test_institute_id === 101)).toBe(true);
    expect(tests.map((x) => x.start_timestamp)).toEqual([...tests.map((x) => x.start_timestamp)].sort((a, b) => a - b));
    for (const x of tests) {
      expect(x.end_timestamp).toBeGreaterThan(x.start_timestamp);
      expect(new Date(x.test_start_date).getTime()).toBe(x.start_timestamp * 1000);
      expect(x.test_start_date).toMatch(/\+05:30$/);
      expect(x.start_date).toBe(x.test_start_date.slice(0, 10));
      expect(x).toMatchObject({ test_limit: 1, product_id: null, product_name: null });
    }
  });

  it("[EXAM-LIST-2] [EXAM-LIST-3] [EXAM-LIST-4] [EXAM-LIST-5] [EXAM-LIST-6] Aarav's quizzes at the seed's clock: one of each window state", async () => {
    const tests = await testsOf(t.tokens.aarav, schoolLabels.get('Online Quizzes')!);
    expect(Object.values(statuses(tests)).sort()).toEqual(['attempted', 'expired', 'ongoing', 'upcoming', 'view']);
    const view = tests.find((x) => examListStatus(x, NOW) === 'view')!;
    expect(view).toMatchObject({ total_attempts: 1, incomplete_attempts: 0, is_submitted: 0, is_result_published: 1, is_download_solution: 1 });
    const evaluating = tests.find((x) => examListStatus(x, NOW) === 'attempted')!;
    expect(evaluating).toMatchObject({ total_attempts: 1, is_submitted: 1, is_result_published: 0 });
    const ongoing = tests.find((x) => examListStatus(x, NOW) === 'ongoing')!;
    expect(ongoing).toMatchObject({ test_name: 'Online Quiz: Science (weekly practice)', duration: 20, total_attempts: 0, incomplete_attempts: 0 });
  });

  it('[EXAM-LIST-1] [EXAM-LIST-7] [EXAM-LIST-8] [EXAM-LIST-9] mock tests to resume or done, practice sets with attempts left, at the limit, unlimited, two one-minute sprints', async () => {
    expect(statuses(await testsOf(t.tokens.aarav, schoolLabels.get('Olympiad Mock Tests')!))).toEqual({
      'Science Olympiad Mock Test 1': 'resume',
      'Maths Olympiad Mock Test 1': 'expired',
    });
    const practice = await testsOf(t.tokens.aarav, schoolLabels.get('Practice Sets')!);
    expect(statuses(practice)).toEqual({ 'Rational Numbers Practice Set': 'practice', 'Linear Equations Practice Set': 'expired', 'Mental Maths Drill': 'practice', 'Square Roots Sprint (1 minute)': 'practice', 'Cube Roots Sprint (1 minute)': 'practice' });
    expect(practice.map((x) => [x.test_limit, x.total_attempts, x.duration])).toEqual([
      [3, 1, 20],
      [2, 2, 20],
      [0, 3, 20],
      [1, 0, 1],
      [1, 0, 1],
    ]);
  });

  it("[EXAM-LIST-7] the open attempt counts as incomplete until its deadline, then as completed (the attempt ended with its answers)", async () => {
    const mocks = () => testsOf(t.tokens.aarav, schoolLabels.get('Olympiad Mock Tests')!);
    expect((await mocks()).find((x) => x.test_name.startsWith('Science'))).toMatchObject({ total_attempts: 0, incomplete_attempts: 1, is_submitted: 0 });
    t.clock.advance(46 * 60_000); // started 15 minutes before the clock, 60 minutes long
    expect((await mocks()).find((x) => x.test_name.startsWith('Science'))).toMatchObject({ total_attempts: 1, incomplete_attempts: 0, is_submitted: 1 });
    t.clock.set(TEST_NOW);
  });

  it("[API-EXAM-2] Diya's and Rohan's lists (a student and an open user) each have every status of their tests", async () => {
    const diyaAll = [...(await testsOf(t.tokens.diya, coachingLabels.get('Online Tests')!)), ...(await testsOf(t.tokens.diya, coachingLabels.get('Mock Tests')!)), ...(await testsOf(t.tokens.diya, coachingLabels.get('Practice Tests')!))];
    expect(new Set(Object.values(statuses(diyaAll)))).toEqual(new Set(['ongoing', 'view', 'attempted', 'expired', 'upcoming', 'resume', 'practice']));
    // The product's tests reach Diya through the store only [API-EXAM-7], not through a label.
    expect(await testsOf(t.tokens.diya, coachingLabels.get('Test Series')!)).toEqual([]);
    const rohan = (await signIn(t.app, '9000000003')).token!;
    const rohanOnline = await testsOf(rohan, coachingLabels.get('Online Tests')!);
    expect(new Set(Object.values(statuses(rohanOnline)))).toEqual(new Set(['ongoing', 'view', 'expired', 'upcoming']));
    expect(rohanOnline.some((x) => diyaAll.some((d) => d.test_id === x.test_id))).toBe(false);
  });

  it('[API-EXAM-2] a parent reaches the chosen child\'s tests, with the child\'s attempts', async () => {
    const parent = (await signIn(t.app, '9000000010', { student_id: AARAV.student })).token!;
    const label = schoolLabels.get('Olympiad Mock Tests')!;
    expect(await testsOf(parent, label)).toEqual(await testsOf(t.tokens.aarav, label));
  });

  it("[API-EXAM-2] another institute's label, or an id that is neither a label nor the session's account, is 404", async () => {
    for (const id of [schoolLabels.get('Online Quizzes')!, AARAV.account, 999_999]) {
      expect((await getLabelTests(t.app, t.tokens.diya, id)).statusCode).toBe(404);
    }
    expect((await getLabelTests(t.app, t.tokens.aarav, coachingLabels.get('Online Tests')!)).statusCode).toBe(404);
  });

  it('[API-GAP-4] the account_id lists the tests outside any label (the placeholder labels, decision 034), narrowed by test_type_id', async () => {
    expect(await testsOf(t.tokens.aarav, AARAV.account)).toEqual([]);
    const db = t.database.db;
    const batch = await db.selectFrom('exam_test_batch as tb').innerJoin('exam_test as x', 'x.id', 'tb.test_id').select('tb.batch_id').where('x.test_name', '=', 'Mental Maths Drill').executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('exam_test')
      .values({ institute_id: 101, label_id: null, test_type_id: 4, test_name: 'Unlabelled Online Test', starts_at: '2026-11-21T09:00:00+05:30', ends_at: '2026-11-21T12:00:00+05:30', duration_minutes: 30 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('exam_test_batch').values({ test_id: id, batch_id: batch.batch_id }).execute();
    expect((await testsOf(t.tokens.aarav, AARAV.account)).map((x) => [x.test_id, x.label_id])).toEqual([[id, null]]);
    expect(await testsOf(t.tokens.aarav, AARAV.account, '?test_type_id=1')).toEqual([]);
    expect(await testsOf(t.tokens.aarav, AARAV.account, '?test_type_id=4')).toHaveLength(1);
    // Not Diya's: her account form lists only her own.
    expect(await testsOf(t.tokens.diya, DIYA.account)).toEqual([]);
    await db.deleteFrom('exam_test').where('id', '=', id).execute();
  });

  it('bad input is 400 naming the field, never 5xx', async () => {
    for (const [id, query, field] of [
      ['abc', '', 'label_id'],
      ['2147483648', '', 'label_id'],
      [String(schoolLabels.get('Practice Sets')), '?test_type_id=3', 'test_type_id'],
    ] as const) {
      const res = await getLabelTests(t.app, t.tokens.aarav, id, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors?.[0]?.field ?? res.json().message).toContain(field);
    }
  });

  it('[API-EXAM-2] after switching to last academic year, last year\'s batches: no tests of this year', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/session/academic-year', headers: { cookie: `portal_session=${t.tokens.aarav}`, source: 'WEB', 'content-type': 'application/json' }, payload: { acad_yr_id: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await testsOf(t.tokens.aarav, schoolLabels.get('Online Quizzes')!)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ZProductTestIdsResponse, ZTestsByIdResponse, type TExamTest } from '@portal/contract';
import { examListStatus } from '@portal/domain/exam/exam-list-status';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { AARAV, DIYA, getProductTestIds, postTestsById } from './test-requests.ts';

const NOW = new Date(TEST_NOW).getTime();
const t = useSignedInApp({ aarav: '9000000001', diya: '9000000002' });
const idsOf = async (token: string, list: string, headers: Record<string, string> = {}) => {
  const res = await getProductTestIds(t.app, token, list, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZProductTestIdsResponse.parse(res.json()).result;
};
const listed = async (token: string, payload: object): Promise<TExamTest[]> => {
  const res = await postTestsById(t.app, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return ZTestsByIdResponse.parse(res.json()).data;
};

describe('GET /prod/user-product/v2/assigned-product-test-ids/{Mock_Test|Online_Test} [API-EXAM-5] [API-EXAM-6]', () => {
  it("[EXAM-PROD-1] [EXAM-PROD-3] Diya's product tests: mock tests (type 1) and online tests (type 4), each with its institute, in result[]", async () => {
    const headers = { 'x-prod-inst-id': '102', 'x-prod-user-id': String(DIYA.user) };
    const mock = await idsOf(t.tokens.diya, 'Mock_Test', headers);
    const online = await idsOf(t.tokens.diya, 'Online_Test', headers);
    expect(mock).toHaveLength(2);
    expect(online).toHaveLength(1);
    for (const p of [...mock, ...online]) expect(p.test_institute_id).toBe(102);
    expect(await idsOf(t.tokens.diya, 'Mock_Test')).toEqual(mock); // the headers are optional: the session says who
  });

  it('[API-EXAM-5] a learner without products has none', async () => {
    expect(await idsOf(t.tokens.aarav, 'Mock_Test')).toEqual([]);
  });

  it("[API-EXAM-5] another user or institute in the headers is 404; a malformed one is 400 naming it; an unknown list is 400", async () => {
    expect((await getProductTestIds(t.app, t.tokens.aarav, 'Mock_Test', { 'x-prod-user-id': String(DIYA.user) })).statusCode).toBe(404);
    expect((await getProductTestIds(t.app, t.tokens.diya, 'Mock_Test', { 'x-prod-inst-id': '101' })).statusCode).toBe(404);
    const bad = await getProductTestIds(t.app, t.tokens.diya, 'Mock_Test', { 'x-prod-user-id': 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('x-prod-user-id');
    expect((await getProductTestIds(t.app, t.tokens.diya, 'Practice_Test')).statusCode).toBe(400);
    expect((await getProductTestIds(t.app, null, 'Mock_Test')).statusCode).toBe(403);
  });
});

describe('POST /exam-api/tests/list_id [API-EXAM-7]', () => {
  it('[EXAM-PROD-2] [EXAM-LIST-13] the product tests by id (comma-joined), with the product and her attempts', async () => {
    const ids = [...(await idsOf(t.tokens.diya, 'Mock_Test')), ...(await idsOf(t.tokens.diya, 'Online_Test'))].map((p) => p.test_id);
    const tests = await listed(t.tokens.diya, { test_ids: ids.join(', '), user_id: DIYA.user });
    expect(tests.map((x) => x.test_id).sort()).toEqual([...ids].sort());
    for (const x of tests) expect(x).toMatchObject({ product_id: 9101, product_name: 'JEE Main Test Series 2027', test_institute_id: 102 });
    expect(new Set(tests.map((x) => examListStatus(x, NOW, true)))).toEqual(new Set(['ongoing', 'attempted', 'upcoming']));
    // The same list as ids in an array or as numbers' digits.
    expect(await listed(t.tokens.diya, { test_ids: ids, user_id: String(DIYA.user) })).toEqual(tests);
  });

  it("[API-EXAM-7] ids the learner does not have (another learner's product test, another institute's test, unknown ids) are left out", async () => {
    const ids = (await idsOf(t.tokens.diya, 'Mock_Test')).map((p) => p.test_id);
    expect(await listed(t.tokens.aarav, { test_ids: [...ids, 2_000_000_000].join(','), user_id: AARAV.user })).toEqual([]);
    expect(await listed(t.tokens.aarav, { test_ids: '', user_id: AARAV.user })).toEqual([]);
  });

  it("[API-EXAM-7] a learner's batch tests are listed too, without product fields", async () => {
    const school = await t.database.db.selectFrom('exam_test').select('id').where('test_name', '=', 'Mental Maths Drill').executeTakeFirstOrThrow();
    expect(await listed(t.tokens.aarav, { test_ids: String(school.id), user_id: AARAV.user })).toMatchObject([{ test_id: school.id, product_id: null, total_attempts: 3 }]);
  });

  it("[API-EXAM-7] another student's user_id is 404; a parent names the chosen child (or themself)", async () => {
    expect((await postTestsById(t.app, t.tokens.aarav, { test_ids: '1', user_id: DIYA.user })).statusCode).toBe(404);
    const parent = (await signIn(t.app, '9000000010', { student_id: AARAV.student })).token!;
    const school = await t.database.db.selectFrom('exam_test').select('id').where('test_name', '=', 'Mental Maths Drill').executeTakeFirstOrThrow();
    expect(await listed(parent, { test_ids: String(school.id), user_id: AARAV.user })).toMatchObject([{ total_attempts: 3 }]);
    expect(await listed(parent, { test_ids: String(school.id), user_id: 1010 })).toMatchObject([{ total_attempts: 3 }]);
    expect((await postTestsById(t.app, parent, { test_ids: String(school.id), user_id: DIYA.user })).statusCode).toBe(404);
  });

  it('bad input is 400 naming the field, never 5xx', async () => {
    for (const payload of [
      { test_ids: '1,abc', user_id: AARAV.user },
      { test_ids: '1,,2', user_id: AARAV.user },
      { test_ids: Array.from({ length: 201 }, (_, i) => i + 1).join(','), user_id: AARAV.user },
      { test_ids: '2147483648', user_id: AARAV.user },
      { test_ids: '1' },
    ]) {
      const res = await postTestsById(t.app, t.tokens.aarav, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field).join()).toMatch(/test_ids|user_id/);
    }
  });
});

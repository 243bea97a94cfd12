import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZTestReportResponse } from '@portal/contract';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { REPORT_KEEP_MS } from './test-report.service.ts';
import { AARAV, getTestReport } from './test-requests.ts';

// Decision 059: a report is made once per attempt and handed out again for a few seconds; the
// attempt, and whether it is the learner's, are read on every call.
const t = useSignedInApp({ aarav: '9000000001' });
const aarav = `${AARAV.account}:${AARAV.user}`;
let test: { id: number; attempt: number };

beforeAll(async () => {
  test = await t.database.db
    .selectFrom('exam_attempt as a')
    .innerJoin('exam_test as x', 'x.id', 'a.test_id')
    .select(['x.id', 'a.id as attempt'])
    .where('a.user_id', '=', AARAV.user)
    .where('a.status', '<>', 'in_progress')
    .where('x.is_result_published', '=', true)
    .orderBy('x.id')
    .executeTakeFirstOrThrow();
});

const report = async () => {
  const res = await getTestReport(t.app, t.tokens.aarav, aarav, test.id, -1);
  expect(res.statusCode, res.body).toBe(200);
  return ZTestReportResponse.parse(res.json());
};

describe('the test report kept for a few seconds (decision 059)', () => {
  it('[API-EXAM-10] [REPORT-SUM-13] a standing changed by hand shows once the kept report is older than its time', async () => {
    const first = await report();
    // Everyone else's attempts of the test score nothing now: the topper may change, the average does.
    await t.database.db.updateTable('exam_attempt').set({ score: sql`0` }).where('test_id', '=', test.id).where('user_id', '<>', AARAV.user).execute();
    expect(await report()).toEqual(first);
    t.clock.advance(REPORT_KEEP_MS);
    const later = await report();
    expect(later.average_report).not.toEqual(first.average_report);
    expect(later.test_report.rank).toBe(1);
  });

  it("[API-EXAM-10] the attempt is read on every call: an attempt no longer the learner's is not found at once", async () => {
    await report();
    // The attempt handed to another account (a parent's, who sits no tests) by hand.
    const other = await t.database.db.selectFrom('app_user').select('id').where('phone', '=', '9000000010').executeTakeFirstOrThrow();
    const move = (userId: number) => t.database.db.updateTable('exam_attempt').set({ user_id: userId }).where('id', '=', test.attempt).execute();
    await move(other.id);
    try {
      const res = await getTestReport(t.app, t.tokens.aarav, aarav, test.id, test.attempt);
      expect(res.statusCode).toBe(404);
    } finally {
      await move(AARAV.user);
    }
  });
});

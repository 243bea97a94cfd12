// Issue 15's screens: the scripts each one fetches over the wire beyond what was loaded
// before it (the online list, a report's detail, the offline analysis, the progress), signed
// in as the school student; and the id of a published report the API bench can ask for.
import { signInAsSchoolStudent, wireBytes, wireRecorder, withPage } from './browser-page.mjs';

/** A test of Aarav's whose result is published and attempted: the first the labels list. */
export async function publishedTestId(base, headers) {
  const get = async (path) => (await (await fetch(base + path, { headers })).json()).data;
  for (const label of await get('/exam-api/student/testLabels')) {
    const tests = await get(`/exam-api/student/testLabels/${label.label_id}/tests`);
    const found = tests.find((t) => t.is_result_published === 1 && t.total_attempts + t.incomplete_attempts > 0);
    if (found) return found.test_id;
  }
  throw new Error('bench: no published report in the demo data');
}

export async function reportScripts(base) {
  return withPage(async (page) => {
    await page.goto(`${base}/my-account/`, { waitUntil: 'networkidle' });
    await signInAsSchoolStudent(page);
    await page.waitForLoadState('networkidle');
    const wire = wireRecorder(page);
    await wire.take();
    /** The scripts one step fetched, in KB on the wire. */
    const step = async (go) => {
      await go();
      await page.waitForLoadState('networkidle');
      return wireBytes((await wire.take()).filter((f) => f.type === 'script')) / 1024;
    };
    const list = await step(async () => {
      await page.getByRole('navigation', { name: /menu/i }).getByRole('link', { name: 'Exam Reports' }).click();
      await page.getByRole('group', { name: 'Test types' }).getByRole('button').first().click();
      await page.locator('[data-testid^=report-card-]').first().waitFor();
    });
    const detail = await step(async () => {
      await page.getByRole('link', { name: 'View' }).first().click();
      await page.getByTestId('report-rank').waitFor();
    });
    const analysis = await step(async () => {
      await page.getByRole('link', { name: 'Back' }).click();
      await page.getByRole('tab', { name: 'Offline' }).click();
      await page.getByRole('img', { name: /Marks obtained by exam date/ }).waitFor();
    });
    const progress = await step(async () => {
      await page.getByRole('tab', { name: 'Progress' }).click();
      await page.getByRole('img', { name: /Score and percentile by test/ }).waitFor();
    });
    return [
      { name: 'Exam Reports, online list', kb: list },
      { name: 'a report (summary)', kb: detail },
      { name: 'offline analysis (its chart)', kb: analysis },
      { name: 'progress over time (its chart)', kb: progress },
    ];
  });
}

/** Issue 15's row of the API table: a published test's report (API-EXAM-10) of the signed-in student. */
export async function testReportCalls(me, base) {
  const testId = await publishedTestId(base, me.headers);
  return [{ name: 'test report', path: `/api/v1/studentdashboard/testReports/${me.accountId}:${me.userId}/${testId}/-1`, headers: me.headers }];
}

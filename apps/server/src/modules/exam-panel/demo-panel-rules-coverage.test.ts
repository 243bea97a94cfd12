// Issue 33 [CONST-DEMO-1]: the spec's client sends one (unnamed) demo institute to another
// test-panel address. Ours has one panel, on this server (decision 040): every institute's
// launch opens the same panel path, with its own single-use token.
import { describe, expect, it } from 'vitest';
import { TEST_PANEL_PATH } from '@portal/contract';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { postLaunch } from './panel-test-helpers.ts';

const t = useSignedInApp({ aarav: '9000000001', diya: '9000000002' });

/** The launch address of the first test of the institute the learner may sit now. */
async function launchUrl(token: string, instituteId: number): Promise<string> {
  const open = await t.database.db
    .selectFrom('exam_test')
    .select('id')
    .where('institute_id', '=', instituteId)
    .where('starts_at', '<=', new Date(TEST_NOW))
    .where('ends_at', '>', new Date(TEST_NOW))
    .orderBy('id')
    .execute();
  for (const { id } of open) {
    const res = await postLaunch(t.app, token, { test_id: id });
    if (res.statusCode === 200) return res.json().data.launch_url as string;
  }
  throw new Error(`no test to launch at institute ${instituteId}`);
}

describe('the test panel address', () => {
  it('[CONST-DEMO-1] departure: no institute is a demo account with another panel: the school and the coaching institute open the same panel path', async () => {
    const school = await launchUrl(t.tokens.aarav, 101);
    const coaching = await launchUrl(t.tokens.diya, 102);
    const path = (url: string) => url.slice(0, url.indexOf('#'));
    expect(path(school)).toBe(TEST_PANEL_PATH);
    expect(path(coaching)).toBe(TEST_PANEL_PATH);
    expect(school).not.toBe(coaching);
  });
});

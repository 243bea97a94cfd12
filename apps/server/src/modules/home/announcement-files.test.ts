import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_FILE_PATH, ZAnnouncementResponse, type TAnnouncement } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { login, signIn, withSession } from '../../testing/login-helpers.ts';

// Issue 35 (decision 093): a notice's attached file opens through the signed address its
// file_url gives, for a session that sees the notice, and for nobody else.
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.aarav = (await signIn(t.app, '9000000001')).token!;
  tokens.neha = (await login(t.app, '9000000005')).token!;
  tokens.diya = (await signIn(t.app, '9000000002')).token!;
  tokens.rohan = (await signIn(t.app, '9000000003')).token!;
});
afterAll(() => t.close());

const LIST = '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent';
async function notices(token: string, query: string, institute = 101): Promise<TAnnouncement[]> {
  const res = await t.app.inject({ url: `${LIST}/${institute}?is_active=true${query}`, headers: withSession(token) });
  expect(res.statusCode, res.body).toBe(200);
  return ZAnnouncementResponse.parse(res.json()).result;
}
const urlOf = (list: TAnnouncement[], id: number) => list.find((a) => a.ancmnt_id === id)!.file_url!;
const fetchFile = (token: string | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: token ? withSession(token, headers) : { source: 'WEB', ...headers } });
/** The address with one query parameter changed. */
function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

describe('GET announcementFile (a notice\'s attached file)', () => {
  it('[HOME-ANN-5] a notice with a stored file carries its signed address, and the student who sees it gets the PDF', async () => {
    const list = await notices(tokens.aarav!, '&student_id=5001');
    const ptm = list.find((a) => a.ancmnt_id === 1)!;
    expect(ptm.file_name).toBe('PTM-schedule.pdf');
    expect(ptm.file_url).toMatch(new RegExp(`^${ANNOUNCEMENT_FILE_PATH}\\?r=1&exp=\\d+&sig=[\\w-]{43}&student_id=5001$`));
    const res = await fetchFile(tokens.aarav!, ptm.file_url!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="PTM-schedule.pdf"; filename*=UTF-8''PTM-schedule.pdf`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('[HOME-ANN-5] a notice without a stored file has file_url null (its name, if any, stays text)', async () => {
    const list = await notices(tokens.aarav!, '&student_id=5001');
    expect(list.filter((a) => a.file_name === null).every((a) => a.file_url === null)).toBe(true);
    expect(list.find((a) => a.ancmnt_id === 5)).toMatchObject({ file_name: null, file_url: null });
    await t.database.db.updateTable('announcement').set({ file_key: null, content_type: null, size_bytes: null }).where('id', '=', 6).execute();
    expect((await notices(tokens.aarav!, '&student_id=5001')).find((a) => a.ancmnt_id === 6)).toMatchObject({ file_name: 'Fee-structure-2026-27.pdf', file_url: null });
  });

  it('[HOME-ANN-5] a byte range of the file is 206, as a phone resuming a download asks', async () => {
    const res = await fetchFile(tokens.aarav!, urlOf(await notices(tokens.aarav!, '&student_id=5001'), 3), { range: 'bytes=0-3' });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('%PDF');
  });

  it("[HOME-ANN-8] another student of the institute who does not see the notice is refused (404), with Aarav's address or her own id", async () => {
    // Notice 3 is for 'Class 8 - A' only; Neha is in 'Class 8 - B'.
    const url = urlOf(await notices(tokens.aarav!, '&student_id=5001'), 3);
    expect((await fetchFile(tokens.neha!, url)).statusCode).toBe(404);
    expect((await fetchFile(tokens.neha!, withParam(url, 'student_id', '5006'))).statusCode).toBe(404);
    // Notice 1 is hers too: her own address works.
    expect((await fetchFile(tokens.neha!, urlOf(await notices(tokens.neha!, '&student_id=5006'), 1))).statusCode).toBe(200);
  });

  it("[HOME-ANN-8] a parent gets the chosen child's files, not the other child's", async () => {
    const { token } = await signIn(t.app, '9000000010', { student_id: 5011 });
    const aaravs = urlOf(await notices(tokens.aarav!, '&student_id=5001'), 1);
    expect((await fetchFile(token!, aaravs)).statusCode).toBe(404);
    const { token: forAarav } = await signIn(t.app, '9000000010', { student_id: 5001 });
    const own = urlOf(await notices(forAarav!, '&student_id=5001'), 1);
    expect((await fetchFile(forAarav!, own)).statusCode).toBe(200);
  });

  it("another institute's session is refused (404); its own institute-wide file opens, for an open user too", async () => {
    const url = urlOf(await notices(tokens.aarav!, '&student_id=5001'), 1);
    expect((await fetchFile(tokens.diya!, url)).statusCode).toBe(404);
    expect((await fetchFile(tokens.diya!, withParam(url, 'student_id', '5002'))).statusCode).toBe(404);
    const open = urlOf(await notices(tokens.rohan!, '', 102), 25);
    expect(open).not.toContain('student_id');
    expect((await fetchFile(tokens.rohan!, open)).statusCode).toBe(200);
    // An open user names no student, and sees no batch's notice.
    expect((await fetchFile(tokens.rohan!, withParam(open, 'student_id', '5002'))).statusCode).toBe(404);
    const batchOnly = urlOf(await notices(tokens.diya!, '&student_id=5002', 102), 26);
    expect((await fetchFile(tokens.rohan!, batchOnly)).statusCode).toBe(404);
    expect((await fetchFile(tokens.diya!, batchOnly)).statusCode).toBe(200);
  });

  it('a forged signature, another id or another expiry is 404; a genuine address past its time is 410', async () => {
    const url = urlOf(await notices(tokens.aarav!, '&student_id=5001'), 1);
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    expect((await fetchFile(tokens.aarav!, withParam(url, 'sig', `${sig.slice(0, -1)}A`))).statusCode).toBe(404);
    expect((await fetchFile(tokens.aarav!, withParam(url, 'r', '3'))).statusCode).toBe(404);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect((await fetchFile(tokens.aarav!, withParam(url, 'exp', String(exp + 3600)))).statusCode).toBe(404);
    for (const bad of ['r=abc', 'exp=-1', 'sig=']) {
      const [name, value] = bad.split('=') as [string, string];
      expect((await fetchFile(tokens.aarav!, withParam(url, name, value))).statusCode).toBe(400);
    }
    t.clock.set(new Date((exp + 1) * 1000));
    const res = await fetchFile(tokens.aarav!, url);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'LINK_EXPIRED' });
  });

  it('[SESSION-FORBID-1] without a session the address alone is refused (403)', async () => {
    const res = await fetchFile(null, `${ANNOUNCEMENT_FILE_PATH}?r=1&exp=1&sig=x`);
    expect(res.statusCode).toBe(403);
  });
});

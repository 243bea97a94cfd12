import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKeysService } from '../api-keys/api-keys.service.ts';
import { assignmentId, postUpdate, saveJson } from '../assignments/upload-test-helpers.ts';
import { putWatchCount, recordingsOf } from '../live/test-requests.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { EXPORT_FILE_LINK_SECONDS } from './export.service.ts';
import { drain, pull } from './export-test-helpers.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 083): what students did, pulled by their school (Sunrise, 101): homework
// as the student saves, submits and the teacher evaluates it, with its files at signed
// addresses; test attempts; videos watched. Tanvi (5016) and Aarav (5001) as in DEMO.md.
const { ctx } = ingestTestApp();
const db = () => ctx.t.database.db;
let school = '';

beforeAll(async () => {
  school = (await createApiKeysService({ db: db(), clock: ctx.t.clock }).create(101, 'school sis')).key;
});

describe('[issue 34] exports of what students did', () => {
  it('a saved homework comes with its file at a signed address (no key, no session), again once submitted and again once evaluated', async () => {
    const { next: end } = await drain(ctx.t, 'homework-submissions', school);
    const map = await assignmentId(ctx.t, 'Map work: Major rivers of India', 'Class 8 - A');
    const tanvi = (await signIn(ctx.t.app, '9000000013')).token!;
    const bytes = Buffer.from('Ganga, Yamuna, Brahmaputra\n');
    const saved = await postUpdate(ctx.t.app, tanvi, saveJson({ file_id: map, studentId_array: [5016], student_comment: 'My map' }), [{ name: 'rivers.txt', body: bytes }]);
    expect(saved.statusCode, saved.body).toBe(200);

    const draft = await pull(ctx.t, 'homework-submissions', school, end);
    expect(draft.rows).toHaveLength(1);
    expect(draft.rows[0]).toMatchObject({ student_id: 5016, student_source_id: null, homework_id: map, homework_title: 'Map work: Major rivers of India', status: 'Draft', submitted_at: null, text: 'My map' });
    const file = draft.rows[0]!.files[0]!;
    expect(file).toMatchObject({ name: 'rivers.txt', size: bytes.length });
    expect(Date.parse(draft.files_expire_at) - ctx.t.clock.now().getTime()).toBeLessThanOrEqual(EXPORT_FILE_LINK_SECONDS * 1000);

    const download = await ctx.t.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    const sig = new URL(file.url, 'http://x').searchParams.get('sig')!;
    const tampered = file.url.replace(`sig=${sig}`, `sig=${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
    expect((await ctx.t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    expect((await ctx.t.app.inject({ method: 'GET', url: file.url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 3600}`) })).statusCode).toBe(404);
    ctx.t.clock.advance((EXPORT_FILE_LINK_SECONDS + 1) * 1000);
    try {
      expect((await ctx.t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(410);
    } finally {
      ctx.t.clock.advance(-(EXPORT_FILE_LINK_SECONDS + 1) * 1000);
    }

    const kept = saved.json().result.student_attachment.map((a: { attachment_id: number }) => a.attachment_id);
    const submitted = await postUpdate(ctx.t.app, tanvi, saveJson({ file_id: map, studentId_array: [5016], student_status: 'Submitted', student_comment: 'Final', attachmentId_array: kept }));
    expect(submitted.statusCode, submitted.body).toBe(200);
    const handedIn = await pull(ctx.t, 'homework-submissions', school, draft.next);
    expect(handedIn.rows.map((r) => [r.student_id, r.status, r.text, r.files.length])).toEqual([[5016, 'Submitted', 'Final', 1]]);
    expect(handedIn.rows[0]!.submitted_at).not.toBeNull();

    await db().updateTable('assignment_submission').set({ teacher_status: 'Evaluated', student_marks: 8.5, grade: 'A', teacher_comment: 'Well drawn' }).where('assignment_id', '=', map).where('student_id', '=', 5016).execute();
    const evaluated = await pull(ctx.t, 'homework-submissions', school, handedIn.next);
    expect(evaluated.rows).toHaveLength(1);
    expect(evaluated.rows[0]!.evaluation).toMatchObject({ status: 'Evaluated', marks: 8.5, grade: 'A', comment: 'Well drawn' });
    // Another institute's key never sees it.
    expect((await drain(ctx.t, 'homework-submissions', ctx.key)).rows.some((r) => r.student_id === 5016)).toBe(false);
  });

  it("test attempts: the school's attempts with scores, none of another institute's people", async () => {
    const { rows } = await drain(ctx.t, 'test-attempts', school);
    expect(rows.length).toBeGreaterThan(0);
    const scored = rows.find((r) => r.status === 'submitted' && r.score !== null)!;
    expect(scored).toMatchObject({ test_source_id: null, max_marks: expect.any(Number), submitted_at: expect.any(String) });
    const users = new Set((await db().selectFrom('app_user').select('id').where('institute_id', '=', 101).execute()).map((u) => u.id));
    expect(rows.every((r) => users.has(r.user_id))).toBe(true);
    const other = await drain(ctx.t, 'test-attempts', ctx.key);
    expect(other.rows.some((r) => users.has(r.user_id))).toBe(false);
  });

  it('watch history: a play of a recording through the student route comes as the recording, again after the next play', async () => {
    const { next: end } = await drain(ctx.t, 'watch-history', school);
    const aarav = await signIn(ctx.t.app, '9000000001');
    const recording = (await recordingsOf(db(), aarav.session.user_id)).find((r) => r.video_id)!;
    expect((await putWatchCount(ctx.t.app, aarav.token!, { video_id: recording.video_id, institute_id: 101 })).statusCode).toBe(200);
    const first = await pull(ctx.t, 'watch-history', school, end);
    expect(first.rows).toEqual([expect.objectContaining({ user_id: aarav.session.user_id, student_id: 5001, video_id: recording.video_id, kind: 'recording', recording_id: recording.id, title: recording.session_name, plays: 1 })]);
    await putWatchCount(ctx.t.app, aarav.token!, { video_id: recording.video_id, institute_id: 101 });
    expect((await pull(ctx.t, 'watch-history', school, first.next)).rows.map((r) => r.plays)).toEqual([2]);
    expect((await drain(ctx.t, 'watch-history', ctx.key)).rows.some((r) => r.user_id === aarav.session.user_id)).toBe(false);
  });
});

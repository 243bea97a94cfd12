import { beforeAll, describe, expect, it } from 'vitest';
import { ZMeetingsResponse } from '@portal/contract';
import { getRecording, meetingsBody, postMeetings } from '../live/test-requests.ts';
import { ingestTestApp, type PutOptions } from './ingest-test-helpers.ts';
import { MP4, PDF, putFile, twoLearners, type Learner } from './ingest-library-helpers.ts';

// Issue 34 (decision 086): recordings of live classes over the integration API, on the live classes screen.
const app = ingestTestApp();
const { ctx } = app;
const put = (records: unknown[], opts: PutOptions = {}) => app.put('recordings', records, opts);
const DAY = '2026-11-18'; // before the test clock's today (2026-11-21)
const live = (id: string, start: string, end: string, batch = 'REC-B1') => ({ source_id: id, batch_source_id: batch, date: DAY, start_time: start, end_time: end, subject: `Live ${id}`, mode: 'live', join_url: 'https://meet.example/x' });
const recording = (n: number, extra: object = {}) => ({ source_id: `R-${n}`, session_source_id: 'L-1', title: `Recording ${n}`, duration_minutes: 55, file_source_id: 'RF-1', ...extra });
const recordingsTitled = (prefix: string) => ctx.t.database.db.selectFrom('recording').select(['id', 'session_name', 'size_mb', 'uploaded_on', 'vimeo_video_id', 'recorded_at']).where('session_name', 'like', `${prefix}%`).orderBy('session_name').execute();

/** The learner's past live classes' recordings as the screen reads them [API-LIVE-2]. */
async function screenOf(who: Learner) {
  const res = await postMeetings(ctx.t.app, who.token, 102, meetingsBody(102, who.userId, 2, { from_date: '18-11-2026', to_date: '18-11-2026' }));
  expect(res.statusCode, res.body).toBe(200);
  return ZMeetingsResponse.parse(res.json()).result.pastLiveClasses.flatMap((c) => c.download_links);
}

let mine: Learner;
let other: Learner;
beforeAll(async () => {
  [mine, other] = await twoLearners(app, 'REC', ['7230000001', '7230000002']);
  await putFile(app, 'RF-1', 'class.mp4', MP4);
  await putFile(app, 'RF-2', 'notes.pdf', PDF);
  await app.put('sessions', [live('L-1', '09:00', '10:00'), live('L-2', '11:00', '12:00'), live('L-3', '14:00', '15:00'), { ...live('L-4', '16:00', '17:00'), mode: 'offline', join_url: undefined, room: 'Lab' }]);
});

describe('[issue 34] PUT /api/ingest/v1/recordings', () => {
  it("a stored mp4 and a Vimeo video: the batch's student sees them under the class and downloads the bytes sent; another batch's student does not", async () => {
    const job = await put([
      recording(1),
      recording(2, { session_source_id: undefined, batch_source_id: 'REC-B1', date: DAY, start_time: '11:00', file_source_id: undefined, vimeo_video_id: 'https://vimeo.com/148751763', size_mb: 420.5, recorded_at: '2026-11-18T11:02:00+05:30' }),
    ]);
    expect(job.counts).toMatchObject({ created: 2, failed: 0 });
    // Past classes come newest first.
    const seen = (await screenOf(mine)).sort((a, b) => a.session_name.localeCompare(b.session_name));
    expect(seen.map((r) => [r.session_name, r.video_duration, r.video_size, r.recording_uploaded_on, r.vimeo_video_id, r.recording_date_time])).toEqual([
      ['Recording 1', '55 mins', Math.round((MP4.length / 1048576) * 100) / 100, 'Proctur', null, '2026-11-18T09:00:00+05:30'],
      ['Recording 2', '55 mins', 420.5, 'Vimeo', '148751763', '2026-11-18T11:02:00+05:30'],
    ]);
    const download = await getRecording(ctx.t.app, mine.token, 102, seen[0]!.download_id);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(MP4);
    expect(await screenOf(other)).toEqual([]);
    expect((await getRecording(ctx.t.app, other.token, 102, seen[0]!.download_id)).statusCode).toBe(404);
  });

  it('the same upload again is unchanged; an edit updates the recording in place', async () => {
    expect((await put([recording(1)])).counts).toMatchObject({ unchanged: 1 });
    const before = (await recordingsTitled('Recording 1'))[0]!;
    expect((await put([recording(1, { title: 'Recording 1 (full)', duration_minutes: 58 })])).counts).toMatchObject({ updated: 1 });
    expect(await recordingsTitled('Recording 1')).toEqual([expect.objectContaining({ id: before.id, session_name: 'Recording 1 (full)' })]);
  });

  it('bad rows are skipped and reported with their line and field; the rest is written', async () => {
    await app.put('sessions', [live('L-5', '11:00', '11:30')]); // a second live class at 11:00 on DAY
    const job = await put([
      recording(10, { session_source_id: 'L-3' }),
      recording(11, { session_source_id: 'L-4' }),
      recording(12, { file_source_id: 'RF-2' }),
      recording(13, { session_source_id: undefined, batch_source_id: 'REC-B1', date: DAY }),
      recording(14, { session_source_id: undefined, batch_source_id: 'REC-B1', date: '2026-11-17' }),
      recording(15, { file_source_id: undefined }),
      recording(16, { duration_minutes: 0 }),
      recording(17, { size_mb: 1.234, vimeo_video_id: '1' }),
    ]);
    expect(job.counts).toMatchObject({ created: 1, failed: 7 });
    expect(job.errors.map((e) => [e.line, e.field, e.message]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [2, 'session_source_id', "session_source_id: 'L-4' is a class in a room; only a live class has recordings"],
      [3, 'file_source_id', "file_source_id: a recording is an mp4 video; 'RF-2' is notes.pdf"],
      [4, 'start_time', "start_time: batch 'REC-B1' has several live classes on 2026-11-18; name the class's start time"],
      [5, 'date', "date: batch 'REC-B1' has no live class on 2026-11-17"],
      [6, 'file_source_id', 'file_source_id: name the video: file_source_id (an mp4) or vimeo_video_id'],
      [7, 'duration_minutes', expect.stringContaining('duration_minutes: ')],
      [8, 'size_mb', 'size_mb: at most 2 decimals'],
    ]);
  });

  it('a dry run keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    expect((await put([recording(20)], { query: '?dry_run=true' })).counts).toMatchObject({ created: 1 });
    const atomic = await put([recording(21), recording(22, { session_source_id: 'L-404' })], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 } });
    expect(atomic.errors[0]).toMatchObject({ line: 2, field: 'session_source_id', message: "session_source_id: no session 'L-404' was imported; import it first" });
    expect(await recordingsTitled('Recording 2')).toHaveLength(1);
  });

  it('deleting removes it from the screen; bulk deletes within its scope past the guard', async () => {
    expect((await put([{ source_id: 'R-2', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect((await screenOf(mine)).map((r) => r.session_name)).not.toContain('Recording 2');
    const parts = Array.from({ length: 10 }, (_, i) => recording(100 + i, { title: `Part ${i}`, session_source_id: 'L-3' }));
    await put(parts, { mode: 'bulk', scope: 'L-3' });
    expect(await put(parts.slice(0, 5), { mode: 'bulk', scope: 'L-3' })).toMatchObject({ state: 'failed', counts: { deleted: 0 } });
    expect(await recordingsTitled('Part')).toHaveLength(10);
    expect((await put(parts.slice(0, 5), { mode: 'bulk', scope: 'L-3', query: '?max_delete_percent=50' })).counts).toMatchObject({ deleted: 5 });
    expect(await recordingsTitled('Part')).toHaveLength(5);
  });

  it("another institute's key reaches none of this institute's classes, files or recordings", async () => {
    const borrowed = await put([recording(30, { title: 'Borrowed recording' })], { as: ctx.otherKey });
    expect(borrowed.errors[0]).toMatchObject({ field: 'session_source_id', message: "session_source_id: no session 'L-1' was imported; import it first" });
    expect((await put([{ source_id: 'R-1', status: 'tobedeleted' }], { as: ctx.otherKey })).counts).toMatchObject({ deleted: 0 });
    expect(await recordingsTitled('Borrowed')).toEqual([]);
    expect((await screenOf(mine)).map((r) => r.session_name)).toContain('Recording 1 (full)');
  });
});

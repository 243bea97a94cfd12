import { describe, expect, it } from 'vitest';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 078): timetable sessions, offline in a room or live at a join address.
const { ctx, put } = ingestTestApp();
const db = () => ctx.t.database.db;
const classOf = (subject: string) => db().selectFrom('schedule').selectAll().where('subject_name', '=', subject).executeTakeFirst();

describe('[issue 34] PUT /api/ingest/v1/sessions', () => {
  it('an offline class in its room, a live one at its address; times padded; bad rows say why', async () => {
    await put('batches', [{ source_id: 'TB', name: 'Timetable batch' }]);
    const job = await put('sessions', [
      { source_id: 'C-1', batch_source_id: 'TB', date: '2099-01-05', start_time: '9:00', end_time: '09:45', subject: 'Physics One', teacher: 'S. Iyer', room: 'Lab 2', topics: 'Optics' },
      { source_id: 'C-2', batch_source_id: 'TB', date: '2099-01-05', start_time: '10:00', end_time: '10:45', subject: 'Maths Live', mode: 'live', join_url: 'https://meet.example/abc' },
      { source_id: 'C-3', batch_source_id: 'TB', date: '2099-01-05', start_time: '11:00', end_time: '10:00' },
      { source_id: 'C-4', batch_source_id: 'TB', date: '2099-01-05', start_time: '11:00', end_time: '12:00', mode: 'live' },
      { source_id: 'C-5', batch_source_id: 'TB', date: '2099-01-05', start_time: '11:00', end_time: '12:00', mode: 'live', join_url: 'javascript:alert(1)' },
    ]);
    expect(job.counts).toMatchObject({ created: 2, failed: 3 });
    expect(job.errors.map((e) => e.message)).toEqual(['end_time: the class ends before it starts', 'join_url: a live class needs its join address', 'join_url: expected an https:// address']);
    expect(await classOf('Physics One')).toMatchObject({ class_type: 'Class', date: '2099-01-05', start_time: '09:00:00', classroom: 'Lab 2', teacher_name: 'S. Iyer', topics_covered: 'Optics', session_link: null });
    expect(await classOf('Maths Live')).toMatchObject({ class_type: 'Online Class', session_link: 'https://meet.example/abc', classroom: null });
  });

  it('a class to come is deleted; one already held stays with its attendance, and the row says why', async () => {
    expect((await put('sessions', [{ source_id: 'C-1', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await classOf('Physics One')).toBeUndefined();
    await put('sessions', [{ source_id: 'C-9', batch_source_id: 'TB', date: '2001-01-05', start_time: '09:00', end_time: '10:00', subject: 'Held long ago' }]);
    const refused = await put('sessions', [{ source_id: 'C-9', status: 'tobedeleted' }]);
    expect(refused.errors[0]).toMatchObject({ source_id: 'C-9', message: expect.stringContaining('was held on 2001-01-05') });
    expect(await classOf('Held long ago')).toBeDefined();
  });
});

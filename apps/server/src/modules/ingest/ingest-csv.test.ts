import { describe, expect, it } from 'vitest';
import { ZIngestJob } from '@portal/contract';
import { AREA_HANDLERS } from './areas/index.ts';
import { csvTemplate } from './csv/csv-template.ts';
import { csvUpload } from './csv/csv-upload.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34: PUT /api/ingest/v1/{area} with text/csv (the columns are the record's fields;
// sessions take sessions.csv's), and GET /templates/{area}.
const { ctx, put } = ingestTestApp();

async function putCsv(area: string, csv: string, query = '') {
  return ctx.t.app.inject({ method: 'PUT', url: `/api/ingest/v1/${area}${query}`, headers: { authorization: `Bearer ${ctx.key}`, 'content-type': 'text/csv' }, payload: csv });
}

describe('[issue 34] CSV uploads', () => {
  it('a timetable as sessions.csv: classes created, a bad line named by its line and column', async () => {
    await put('batches', [{ source_id: 'CSV-B', name: 'CSV batch' }]);
    const csv = ['sourcedId,classSourcedId,date,startTime,endTime,subject,teacher,room,mode,joinUrl,topics', 'T-1,CSV-B,2099-02-01,09:00,09:45,Chemistry CSV,A. Rao,Lab 1,offline,,"Moles, atoms"', 'T-2,CSV-B,2099-02-01,10:00,09:00,Bad,,,offline,,'].join('\r\n');
    const res = await putCsv('sessions', csv);
    expect(res.statusCode, res.body).toBe(200);
    const job = ZIngestJob.parse(res.json());
    expect(job.counts).toMatchObject({ created: 1, failed: 1 });
    expect(job.errors).toEqual([{ file: 'sessions.csv', line: 3, source_id: 'T-2', field: 'endTime', message: 'endTime: the class ends before it starts' }]);
    const klass = await ctx.t.database.db.selectFrom('schedule').select(['topics_covered', 'classroom']).where('subject_name', '=', 'Chemistry CSV').executeTakeFirstOrThrow();
    expect(klass).toEqual({ topics_covered: 'Moles, atoms', classroom: 'Lab 1' });
    expect(ZIngestJob.parse((await putCsv('sessions', csv)).json()).counts).toMatchObject({ unchanged: 1, failed: 1 });
  });

  it("a class names its teachers by their staff source ids (OneRoster's teachers) in teacherSourcedIds", async () => {
    await put('staff', [{ source_id: 'CSV-T1', name: 'Kavita Rao' }, { source_id: 'CSV-T2', name: 'Omar Said' }]);
    const csv = 'sourcedId,classSourcedId,date,startTime,endTime,subject,teacherSourcedIds\nT-3,CSV-B,2099-02-02,09:00,09:45,Team taught,"CSV-T1, CSV-T2"\n';
    expect(ZIngestJob.parse((await putCsv('sessions', csv)).json()).counts).toMatchObject({ created: 1, failed: 0 });
    const klass = await ctx.t.database.db.selectFrom('schedule').select('teacher_name').where('subject_name', '=', 'Team taught').executeTakeFirstOrThrow();
    expect(klass.teacher_name).toBe('Kavita Rao, Omar Said');
  });

  it('students with lists and flags; bulk mode and scope in the query; an unknown column refused naming it', async () => {
    await put('academic-years', [{ source_id: 'CSV-Y', name: 'CSV year', start_date: '2041-04-01', end_date: '2042-03-31' }]);
    const csv = 'source_id,name,phone,academic_year_source_ids,login_allowed\nCS-1,Asha Pillai,+91 98000 11111,CSV-Y,no\nCS-2,Ravi Pillai,,CSV-Y; ,yes\n';
    const job = ZIngestJob.parse((await putCsv('students', csv, '?mode=bulk&scope=csv-roster')).json());
    expect(job).toMatchObject({ mode: 'bulk', scope: 'csv-roster', counts: { created: 2, failed: 0 } });
    const asha = await ctx.t.database.db.selectFrom('student').select(['is_login_allowed', 'user_id']).where('display_id', '=', 'CS-1').executeTakeFirstOrThrow();
    expect(asha.is_login_allowed).toBe(0);

    const unknown = await putCsv('students', 'source_id,name,password\nCS-3,X,secret\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'password' });
    const broken = await putCsv('students', 'source_id,name\n"CS-4,open quote\n');
    expect([broken.statusCode, broken.json().errors[0].field]).toEqual([400, 'body']);
    expect((await putCsv('students', 'name\nNo id\n')).statusCode).toBe(400);
  });

  it("every area's template is a header and an example row its own record check accepts", async () => {
    const refused: string[] = [];
    for (const handler of AREA_HANDLERS.values()) {
      const template = csvTemplate(handler);
      if (template === null) continue;
      const [row] = csvUpload(handler, template).rows;
      const parsed = handler.record.safeParse(row!.value);
      if (!parsed.success) refused.push(`${handler.area}: ${JSON.stringify(parsed.error.issues)}`);
    }
    expect(refused).toEqual([]);
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/ingest/v1/templates/students', headers: { authorization: `Bearer ${ctx.key}` } });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toBe('source_id,name,display_id,phone,email,join_date,academic_year_source_ids,login_allowed,date_of_birth,gender');
  });
});

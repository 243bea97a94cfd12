import { beforeAll, describe, expect, it } from 'vitest';
import { withSession } from '../../testing/login-helpers.ts';
import { allMaterials, courseTypes, materialCall, named, studyTreeOf } from '../study/test-requests.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';
import { MP4, PDF, putFile, twoLearners, type Learner } from './ingest-library-helpers.ts';

// Issue 34 (decision 086): the study library over the integration API: courses, then materials
// placed by subject and topic path, seen on the Study Materials screen.
const app = ingestTestApp();
const { ctx, put } = app;
const db = () => ctx.t.database.db;
const COURSE = 'Imported JEE library';
const material = (n: number, extra: object = {}) => ({ source_id: `M-${n}`, course_source_id: 'SC-1', subject: 'Imported Physics', topic_path: ['Mechanics', 'Kinematics'], title: `Material ${n}`, file_source_id: 'SF-1', ...extra });
const topicsNamed = (name: string) => db().selectFrom('study_topic').select(['id', 'parent_id']).where('institute_id', '=', 102).where('name', '=', name).execute();
const materialsTitled = (prefix: string) => db().selectFrom('study_material').select('title').where('institute_id', '=', 102).where('title', 'like', `${prefix}%`).execute();

/** The course's materials on the learner's screen [API-STUDY-1/2]; none when the course is not offered to them. */
async function screenOf(who: Learner, course = COURSE) {
  const offered = (await courseTypes(ctx.t.app, who.token, 102, who.studentId)).find((c) => c.course_type === course);
  return offered ? allMaterials(await studyTreeOf(ctx.t.app, who.token, 102, offered)) : [];
}

let mine: Learner;
let other: Learner;
beforeAll(async () => {
  [mine, other] = await twoLearners(app, 'STU', ['7220000001', '7220000002']);
  await putFile(app, 'SF-1', 'kinematics.pdf', PDF);
  await putFile(app, 'SF-2', 'lecture.mp4', MP4);
});

describe('[issue 34] PUT /api/ingest/v1/study-courses and study-material', () => {
  it("a course of a batch with a file, a video file, Vimeo and YouTube: the batch's student sees them in their topics and downloads the bytes; another batch's student does not", async () => {
    expect((await put('study-courses', [{ source_id: 'SC-1', name: COURSE, batch_source_ids: ['STU-B1'] }])).counts).toMatchObject({ created: 1 });
    const job = await put('study-material', [
      material(1, { category: 'Notes' }),
      material(2, { file_source_id: 'SF-2', topic_path: ['Mechanics'], is_readonly: true }),
      material(3, { file_source_id: undefined, vimeo_video_id: 'https://player.vimeo.com/video/148751763', topic_path: ['Mechanics'] }),
      material(4, { file_source_id: undefined, youtube_id: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', subject: 'Imported Chemistry', topic_path: ['Bonding'] }),
    ]);
    expect(job.counts).toMatchObject({ created: 4, failed: 0 });
    const course = named(await courseTypes(ctx.t.app, mine.token, 102, mine.studentId), COURSE);
    expect(course).toMatchObject({ isPaid: 'N', product_id: null });
    const tree = await studyTreeOf(ctx.t.app, mine.token, 102, course);
    expect(tree.map((t) => [t.subjectName, t.topicName, t.subtopicList.map((s) => s.topicName)])).toEqual([
      ['Imported Chemistry', 'Bonding', []],
      ['Imported Physics', 'Mechanics', ['Kinematics']],
    ]);
    const mechanics = tree[1]!;
    expect(mechanics.subtopicList[0]!.studyMaterialMap.Notes.map((m) => [m.title, m.file_name])).toEqual([['Material 1', 'kinematics.pdf']]);
    expect(mechanics.studyMaterialMap.Other.map((m) => [m.title, m.file_name, m.is_readonly])).toEqual([['Material 2', 'lecture.mp4', 'Y']]);
    expect(mechanics.studyMaterialMap.Vimeo.map((m) => [m.videoID, m.is_vimeo])).toEqual([['148751763', true]]);
    expect(tree[0]!.studyMaterialMap.YoutubeURL.map((m) => m.youtubeVideoID)).toEqual(['dQw4w9WgXcQ']);

    const fileId = mechanics.subtopicList[0]!.studyMaterialMap.Notes[0]!.file_id;
    const download = await ctx.t.app.inject({ url: `/api/v1/instFileSystem/downloadFile/102?fileId=${fileId}`, headers: withSession(mine.token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PDF);
    // A read-only video is viewed (streamed inline), its bytes the mp4 sent.
    const video = await ctx.t.app.inject({ url: `/api/v1/instFileSystem/downloadFile/102?fileId=${mechanics.studyMaterialMap.Other[0]!.file_id}`, headers: withSession(mine.token) });
    expect([video.statusCode, video.headers['content-disposition']?.toString().startsWith('inline')]).toEqual([200, true]);
    expect(video.rawPayload).toEqual(MP4);

    expect(await screenOf(other)).toEqual([]);
    expect((await materialCall(ctx.t.app, other.token, { ecourse_id: course.course_type_id, institute_id: 102, product_id: null })).statusCode).toBe(404);
    expect((await ctx.t.app.inject({ url: `/api/v1/instFileSystem/downloadFile/102?fileId=${fileId}`, headers: withSession(other.token) })).statusCode).toBe(404);
  });

  it('the same upload again is unchanged; a material moved to another topic removes the topic it emptied; new batches replace the old', async () => {
    expect((await put('study-material', [material(1, { category: 'Notes' })])).counts).toMatchObject({ unchanged: 1 });
    expect((await put('study-material', [material(1, { category: 'Notes', topic_path: ['Optics'] })])).counts).toMatchObject({ updated: 1 });
    expect(await topicsNamed('Kinematics')).toEqual([]);
    expect(await topicsNamed('Optics')).toHaveLength(1);
    expect((await put('study-courses', [{ source_id: 'SC-1', name: COURSE, batch_source_ids: ['STU-B2'] }])).counts).toMatchObject({ updated: 1 });
    expect((await screenOf(other)).map((m) => m.title).sort()).toEqual(['Material 1', 'Material 2', 'Material 3', 'Material 4']);
    expect(await screenOf(mine)).toEqual([]);
    await put('study-courses', [{ source_id: 'SC-1', name: COURSE, batch_source_ids: ['STU-B1'] }]);
  });

  it('bad rows are skipped and reported with their line and field; the rest is written', async () => {
    const courses = await put('study-courses', [
      { source_id: 'SC-2', name: COURSE, batch_source_ids: ['STU-B1'] },
      { source_id: 'SC-3', name: 'Both ways', batch_source_ids: ['STU-B1'], product_source_id: 'P-1' },
      { source_id: 'SC-4', name: 'Unknown product', product_source_id: 'P-404' },
    ]);
    expect(courses.errors.map((e) => [e.line, e.field, e.message]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [1, 'name', `name: another course is already called '${COURSE}'`],
      [2, 'batch_source_ids', 'batch_source_ids: name the batches that have the course, or the product it is part of (not both)'],
      [3, 'product_source_id', "product_source_id: no product 'P-404' was imported; import it first"],
    ]);
    const job = await put('study-material', [material(10), material(11, { course_source_id: 'SC-404' }), material(12, { topic_path: [] }), material(13, { file_source_id: 'NOPE' }), material(14, { category: 'Slides', file_source_id: undefined, youtube_id: 'dQw4w9WgXcQ' })]);
    expect(job.counts).toMatchObject({ created: 1, failed: 4 });
    expect(job.errors.map((e) => [e.line, e.field]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [2, 'course_source_id'],
      [3, 'topic_path'],
      [4, 'file_source_id'],
      [5, 'category'],
    ]);
  });

  it('a dry run keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    expect((await put('study-material', [material(20, { topic_path: ['Dry topic'] })], { query: '?dry_run=true' })).counts).toMatchObject({ created: 1 });
    const atomic = await put('study-material', [material(21, { topic_path: ['Atomic topic'] }), material(22, { file_source_id: 'NOPE' })], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 } });
    expect(await materialsTitled('Material 2')).toEqual([{ title: 'Material 2' }]);
    expect([...(await topicsNamed('Dry topic')), ...(await topicsNamed('Atomic topic'))]).toEqual([]);
  });

  it('deleting a material removes it and its emptied topics; bulk deletes within its scope past the guard; deleting a course removes it from the screen', async () => {
    expect((await put('study-material', [{ source_id: 'M-4', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect((await screenOf(mine)).map((m) => m.title)).not.toContain('Material 4');
    expect(await topicsNamed('Bonding')).toEqual([]);
    const term = Array.from({ length: 10 }, (_, i) => material(100 + i, { title: `Term material ${i}`, topic_path: ['Term'] }));
    await put('study-material', term, { mode: 'bulk', scope: 'term' });
    expect(await put('study-material', term.slice(0, 5), { mode: 'bulk', scope: 'term' })).toMatchObject({ state: 'failed', counts: { deleted: 0 } });
    expect(await materialsTitled('Term material')).toHaveLength(10);
    expect((await put('study-material', term.slice(0, 5), { mode: 'bulk', scope: 'term', query: '?max_delete_percent=50' })).counts).toMatchObject({ deleted: 5 });
    expect(await materialsTitled('Term material')).toHaveLength(5);
    expect((await put('study-courses', [{ source_id: 'SC-1', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect((await courseTypes(ctx.t.app, mine.token, 102, mine.studentId)).map((c) => c.course_type)).not.toContain(COURSE);
    expect(await materialsTitled('Material')).toEqual([]);
  });

  it('a paid course is its product\'s: an enrolled learner sees it on the purchased tab', async () => {
    const product = await db().selectFrom('product').select('id').where('institute_id', '=', 102).orderBy('id').executeTakeFirstOrThrow();
    // The product as the 'products' area would have imported it (under one of this institute's jobs).
    const job = await db().selectFrom('import_job').select('id').where('institute_id', '=', 102).executeTakeFirstOrThrow();
    await db().insertInto('source_record').values({ institute_id: 102, area: 'products', source_id: 'P-1', local_id: product.id, digest: 'x', scope: null, job_id: job.id, updated_at: new Date() }).execute();
    await db().insertInto('product_enrolment').values({ product_id: product.id, user_id: mine.userId, public_order_id: 'T-1', enrolled_on: '2020-01-01', expires_on: '2999-12-31' }).execute();
    expect((await put('study-courses', [{ source_id: 'SC-5', name: 'Imported paid library', product_source_id: 'P-1' }])).counts).toMatchObject({ created: 1 });
    expect(named(await courseTypes(ctx.t.app, mine.token, 102, mine.studentId), 'Imported paid library')).toMatchObject({ isPaid: 'Y', product_id: product.id });
    expect((await courseTypes(ctx.t.app, other.token, 102, other.studentId)).map((c) => c.course_type)).not.toContain('Imported paid library');
  });

  it("another institute's key reaches none of this institute's courses, batches or materials", async () => {
    await put('study-courses', [{ source_id: 'SC-6', name: 'Kept library', batch_source_ids: ['STU-B1'] }]);
    await put('study-material', [material(40, { course_source_id: 'SC-6', title: 'Kept material' })]);
    const course = await put('study-courses', [{ source_id: 'SC-7', name: 'Borrowed', batch_source_ids: ['STU-B1'] }], { as: ctx.otherKey });
    expect(course.errors[0]).toMatchObject({ field: 'batch_source_ids' });
    const borrowed = await put('study-material', [material(41, { course_source_id: 'SC-6', title: 'Borrowed material' })], { as: ctx.otherKey });
    expect(borrowed.errors[0]).toMatchObject({ field: 'course_source_id' });
    expect((await put('study-material', [{ source_id: 'M-40', status: 'tobedeleted' }], { as: ctx.otherKey })).counts).toMatchObject({ deleted: 0 });
    expect((await put('study-courses', [{ source_id: 'SC-6', status: 'tobedeleted' }], { as: ctx.otherKey })).counts).toMatchObject({ deleted: 0 });
    expect((await screenOf(mine, 'Kept library')).map((m) => m.title)).toEqual(['Kept material']);
    expect(await materialsTitled('Borrowed')).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { allMaterials, coursesCall, courseTypes, materialCall, named, studyTreeOf, withoutELearn } from './test-requests.ts';

let t: TestApp;
let aarav: string; // 101, Class 8 - A, student 5001 (user 1001): Olympiad and Spoken English active, Science Camp expired
let neha: string; // 101, Class 8 - B, student 5006: no products
let tanvi: string; // 101, Class 8 - A, student 5016: Olympiad active
let parent: string; // parent of 5001
let diya: string; // 102, JEE 2027 - Batch A, student 5002: JEE series active, Foundation expired
let open: string; // 102, user type 99 (user 1003): NEET active, Foundation expired

beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  neha = (await signIn(t.app, '9000000005')).token!;
  tanvi = (await signIn(t.app, '9000000013')).token!;
  parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
  diya = (await signIn(t.app, '9000000002')).token!;
  open = (await signIn(t.app, '9000000003')).token!;
});
afterAll(() => t.close());

const CLASS_8 = 'Class 8 CBSE';
const OLYMPIAD = 'Olympiad Mathematics: Practice Library';
const names = (list: { course_type: string }[]) => list.map((c) => c.course_type);

describe('study library: course types [API-STUDY-1]', () => {
  it('[API-STUDY-1] [STUDY-COURSE-1] a student\'s free course types of their batches and paid ones of their valid products, by name', async () => {
    const mine = await courseTypes(t.app, aarav, 101, 5001);
    expect(names(mine)).toEqual([CLASS_8, OLYMPIAD, 'Spoken English Lessons']);
    expect(named(mine, CLASS_8)).toMatchObject({ isPaid: 'N', product_id: null });
    const olympiad = await t.database.db.selectFrom('product').select('id').where('title', '=', 'Class 8 Olympiad Mathematics').executeTakeFirstOrThrow();
    expect(named(mine, OLYMPIAD)).toMatchObject({ isPaid: 'Y', product_id: olympiad.id });
    // Class 8 - B has the free library; no products.
    expect(names(await courseTypes(t.app, neha, 101, 5006))).toEqual([CLASS_8]);
    expect(names(await courseTypes(t.app, diya, 102, 5002))).toEqual(['JEE 2027 Classroom', 'JEE Main Test Series: Solutions']);
  });

  it('[API-STUDY-1] [STUDY-COURSE-1] an open user asks by user_id and gets the paid course of their valid product; the expired one is not listed', async () => {
    expect(await courseTypes(t.app, open, 102, 1003)).toEqual([expect.objectContaining({ course_type: 'NEET Crash Course: Study Pack', isPaid: 'Y' })]);
  });

  it('[API-STUDY-1] another student\'s id or institute, a user id for a student, a student id for an open user, a parent: 404; a bad id: 400', async () => {
    expect((await coursesCall(t.app, aarav, 101, 5006)).statusCode).toBe(404);
    expect((await coursesCall(t.app, aarav, 102, 5001)).statusCode).toBe(404);
    expect((await coursesCall(t.app, aarav, 101, 1001)).statusCode).toBe(404);
    expect((await coursesCall(t.app, open, 102, 5002)).statusCode).toBe(404);
    expect((await coursesCall(t.app, open, 102, 1002)).statusCode).toBe(404);
    expect((await coursesCall(t.app, parent, 101, 5001)).statusCode).toBe(404);
    const bad = await coursesCall(t.app, aarav, 101, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id');
  });

  it('[API-STUDY-1] [STUDY-TAB-3] without e-learning only the free course types are listed (decision 066)', async () => {
    await withoutELearn(t.database.db, 101, async () => {
      expect(names(await courseTypes(t.app, aarav, 101, 5001))).toEqual([CLASS_8]);
      // Another institute keeps its setting.
      expect(names(await courseTypes(t.app, diya, 102, 5002))).toContain('JEE Main Test Series: Solutions');
    });
    expect(names(await courseTypes(t.app, aarav, 101, 5001))).toContain(OLYMPIAD);
  });
});

describe('study library: the material tree [API-STUDY-2]', () => {
  it('[API-STUDY-2] [STUDY-TREE-1] [STUDY-TREE-4] [STUDY-TREE-5] subjects by name, topics three levels deep, every node with all twelve keys', async () => {
    const course = named(await courseTypes(t.app, aarav, 101, 5001), CLASS_8);
    const tree = await studyTreeOf(t.app, aarav, 101, course);
    expect([...new Set(tree.map((n) => n.subjectName))]).toEqual(['English', 'Mathematics', 'Science']);
    const maths = tree.filter((n) => n.subjectName === 'Mathematics');
    expect(maths.map((n) => n.topicName)).toEqual(['Rational Numbers', 'Linear Equations in One Variable']);
    const third = maths[0]!.subtopicList[0]!.subtopicList[0]!;
    expect([maths[0]!.subtopicList[0]!.topicName, third.topicName]).toEqual(['Properties of Rational Numbers', 'Closure, Commutativity and Associativity']);
    expect(third.subjectId).toBe(maths[0]!.subjectId);
    expect(Object.keys(third.studyMaterialMap)).toEqual(['Assignment', 'Other', 'Images', 'Slides', 'Notes', 'PreviousYearQuestionsPaper', 'EBook', 'Exam', 'AudioNotes', 'Vimeo', 'YoutubeURL', 'VDOCipher']);
    const all = allMaterials(tree);
    expect(new Set(all.map((m) => m.category_name)).size).toBe(12);
  });

  it('[API-STUDY-2] [STUDY-MAT-1] [STUDY-MAT-3] a material\'s fields: files with names and Y/N, videos with their ids and flags, posters, the share date with the offset', async () => {
    const course = named(await courseTypes(t.app, aarav, 101, 5001), CLASS_8);
    const all = allMaterials(await studyTreeOf(t.app, aarav, 101, course));
    const by = (title: string) => all.find((m) => m.title === title)!;
    expect(by('Properties worksheet')).toMatchObject({ file_name: 'Properties-worksheet.docx', is_readonly: 'N', category_name: 'Assignment', videoID: null, is_vdocipher: false, is_vimeo: false, youtubeVideoID: null, posterList: [], video_url: null });
    expect(by('Properties worksheet').student_file_share_date).toMatch(/^\d{4}-\d{2}-\d{2}T10:00:00\+05:30$/);
    expect(by('Unit test 3 (read-only)').is_readonly).toBe('Y');
    expect(by('Worked example: additive inverse')).toMatchObject({ category_name: 'VDOCipher', file_name: null, videoID: 'vdo-study-rational-1', is_vdocipher: true, is_vimeo: false, posterList: [{ posterUrl: '/my-account/demo/study/lecture-poster.svg' }] });
    expect(by('Friction in everyday life (enrichment)')).toMatchObject({ videoID: '76979871', is_vimeo: true, video_url: 'https://vimeo.com/76979871' });
    expect(by('Square roots by long division (revision)')).toMatchObject({ youtubeVideoID: 'bUu8gC1nXsE', file_name: null });
  });

  it('[API-STUDY-2] another student\'s paid course, another institute\'s course, a product_id not the course\'s, a parent: 404; bad fields: 400 naming them', async () => {
    const mine = await courseTypes(t.app, aarav, 101, 5001);
    const olympiad = named(mine, OLYMPIAD);
    const body = { ecourse_id: olympiad.course_type_id, institute_id: 101, product_id: olympiad.product_id };
    expect((await materialCall(t.app, tanvi, body)).statusCode).toBe(200);
    expect((await materialCall(t.app, neha, body)).statusCode).toBe(404);
    expect((await materialCall(t.app, diya, { ...body, institute_id: 102 })).statusCode).toBe(404);
    expect((await materialCall(t.app, aarav, { ...body, product_id: null })).statusCode).toBe(404);
    expect((await materialCall(t.app, parent, body)).statusCode).toBe(404);
    const jee = named(await courseTypes(t.app, diya, 102, 5002), 'JEE 2027 Classroom');
    expect((await materialCall(t.app, aarav, { ecourse_id: jee.course_type_id, institute_id: 101, product_id: null })).statusCode).toBe(404);
    expect((await materialCall(t.app, open, { ecourse_id: jee.course_type_id, institute_id: 102, product_id: null })).statusCode).toBe(404);
    const bad = await materialCall(t.app, aarav, { ecourse_id: 'x', institute_id: 101, product_id: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toContain('ecourse_id');
    expect((await materialCall(t.app, aarav, { ecourse_id: 99_999_999_999, institute_id: 101 })).statusCode).toBe(400);
  });

  it('[API-STUDY-2] a tree is kept per data version: a material or topic added by hand appears at the next call (decision 058)', async () => {
    const course = named(await courseTypes(t.app, neha, 101, 5006), CLASS_8);
    const before = allMaterials(await studyTreeOf(t.app, neha, 101, course));
    const leaf = await t.database.db.selectFrom('study_topic').select(['id', 'institute_id']).where('name', '=', 'Word Problems').executeTakeFirstOrThrow();
    await t.database.db.insertInto('study_material').values({ institute_id: leaf.institute_id, topic_id: leaf.id, category: 'Notes', title: 'Added by hand', shared_at: new Date() }).execute();
    const after = allMaterials(await studyTreeOf(t.app, neha, 101, course));
    expect(after.length).toBe(before.length + 1);
    expect(after.map((m) => m.title)).toContain('Added by hand');
    await t.database.db.updateTable('subject').set({ name: 'Maths' }).where('name', '=', 'Mathematics').where('institute_id', '=', 101).execute();
    expect((await studyTreeOf(t.app, neha, 101, course)).map((n) => n.subjectName)).toContain('Maths');
    await t.database.db.updateTable('subject').set({ name: 'Mathematics' }).where('name', '=', 'Maths').where('institute_id', '=', 101).execute();
  });

  it('[API-STUDY-2] a course of an expired product is refused with 409 saying which product and since when; valid through its expiry day', async () => {
    const camp = await t.database.db.selectFrom('course_type').select(['id', 'product_id']).where('name', '=', 'Science Camp Projects').executeTakeFirstOrThrow();
    const res = await materialCall(t.app, aarav, { ecourse_id: camp.id, institute_id: 101, product_id: camp.product_id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.productExpired });
    expect(res.json().message).toMatch(/^Your access to 'Summer Science Camp 2026' ended on \d{2}-\d{2}-\d{4}\. Renew the product to open its study material\.$/);
    // Tanvi's Olympiad enrolment ending today (the institute's day, 21-11-2026) still opens; ending yesterday does not.
    const olympiad = await t.database.db.selectFrom('course_type').select(['id', 'product_id']).where('name', '=', OLYMPIAD).executeTakeFirstOrThrow();
    const body = { ecourse_id: olympiad.id, institute_id: 101, product_id: olympiad.product_id };
    const setExpiry = (day: string) => t.database.db.updateTable('product_enrolment').set({ expires_on: day }).where('user_id', '=', 1016).where('product_id', '=', olympiad.product_id!).execute();
    await setExpiry('2026-11-21');
    expect((await materialCall(t.app, tanvi, body)).statusCode).toBe(200);
    expect(names(await courseTypes(t.app, tanvi, 101, 5016))).toContain(OLYMPIAD);
    await setExpiry('2026-11-20');
    expect((await materialCall(t.app, tanvi, body)).statusCode).toBe(409);
    expect(names(await courseTypes(t.app, tanvi, 101, 5016))).not.toContain(OLYMPIAD);
  });

  it('[API-STUDY-2] [STUDY-TAB-3] without e-learning a paid course is 404 like one not theirs (an expired one too); free ones still open', async () => {
    const mine = await courseTypes(t.app, aarav, 101, 5001);
    const olympiad = named(mine, OLYMPIAD);
    const camp = await t.database.db.selectFrom('course_type').select(['id', 'product_id']).where('name', '=', 'Science Camp Projects').executeTakeFirstOrThrow();
    const paid = { ecourse_id: olympiad.course_type_id, institute_id: 101, product_id: olympiad.product_id };
    await withoutELearn(t.database.db, 101, async () => {
      expect((await materialCall(t.app, aarav, paid)).statusCode).toBe(404);
      expect((await materialCall(t.app, aarav, { ecourse_id: camp.id, institute_id: 101, product_id: camp.product_id })).statusCode).toBe(404);
      expect((await studyTreeOf(t.app, aarav, 101, named(mine, CLASS_8))).length).toBeGreaterThan(0);
    });
    expect((await materialCall(t.app, aarav, paid)).statusCode).toBe(200);
  });
});

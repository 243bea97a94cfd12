import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAssignmentDetailResponse,
  ZAssignmentListResponse,
  ZAssignmentSolutionsResponse,
  ZStudentAttachmentsResponse,
  type TAssignmentListItem,
} from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { assignmentId, LIST_URL } from './upload-test-helpers.ts';

let t: TestApp;
let aarav: string;
let diya: string;
let parent: string;
let ananyaByParent: string;
let rohan: string;
let tanvi: string;

beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  diya = (await signIn(t.app, '9000000002')).token!;
  parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
  rohan = (await signIn(t.app, '9000000003')).token!;
  tanvi = (await signIn(t.app, '9000000013')).token!;
  // A second parent login acting for the other child (the first one stays signed in).
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/v2/user/v3/login',
    headers: { source: 'WEB', timezone: 'Asia/Kolkata' },
    payload: { user_name: '9000000010', password: 'demo1234', device_id: 'test-device-0002', source: 'WEB', student_id: 5011 },
  });
  ananyaByParent = other.cookies.find((c) => c.name === 'portal_session')!.value;
});
afterAll(() => t.close());

const list = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: LIST_URL, headers: withSession(token), payload: { category_id: 255, ...body } });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: withSession(token) });

const brief = (items: TAssignmentListItem[]) =>
  items.map((i) => [i.title, i.days_left, i.time_left, i.student_status, i.teacher_status]);

describe('the assignments list [API-ASSIGN-1]', () => {
  it('[API-ASSIGN-1] [ASSIGN-STATUS-8] [ASSIGN-STATUS-12] Aarav: upcoming by nearest due, past by latest due, with days and time left and the derived statuses', async () => {
    const res = await list(aarav, { institute_id: 101, student_id: 5001 });
    expect(res.statusCode).toBe(200);
    const { result } = ZAssignmentListResponse.parse(res.json());
    // The suite's clock: 2026-11-21 10:00 in India.
    expect(brief(result.upcoming_online_assignment_list)).toEqual([
      ['Fractions worksheet', 0, '13:59', 'Pending', 'Pending'],
      ['Hindi essay: मेरा प्रिय त्योहार', 1, '', 'Draft', 'Pending'],
      ['Science project: Model of the solar system', 3, '', 'Pending', 'Pending'],
      ['Letter writing: Invitation to the Annual Day', 6, '', 'Submitted', 'Pending'],
      ['Map work: Major rivers of India', 10, '', 'Pending', 'Pending'],
    ]);
    expect(brief(result.past_online_assignment_list)).toEqual([
      ['Poem recitation: notes on "The Ant and the Cricket"', -1, '', 'Submitted', 'Pending'],
      ['Chapter 4 questions: Combustion and flame', -1, '', 'Not Submitted', 'Pending'],
      ['Integers practice set 3', -1, '', 'Submitted', 'Evaluated'],
      ['Grammar: Active and passive voice', -1, '', 'Submitted', 'Evaluated'],
      ['Scratch animation: The water cycle', -1, '', 'Expired', 'Pending'],
    ]);
    const fractions = result.upcoming_online_assignment_list[0]!;
    expect(fractions).toMatchObject({ course_name: 'Class 8 - A', subject_name: 'Mathematics', end_date: '2026-11-21T23:59:00+05:30' });
    // Last year's homework is not in this year's list.
    expect(JSON.stringify(result)).not.toContain('Perimeter and area worksheet');
  });

  it('[API-ASSIGN-1] Diya at the coaching institute: every status across both lists', async () => {
    const res = await list(diya, { institute_id: 102, student_id: 5002 });
    const { result } = ZAssignmentListResponse.parse(res.json());
    expect(result.upcoming_online_assignment_list.map((i) => [i.days_left, i.student_status])).toEqual([
      [0, 'Pending'],
      [1, 'Draft'],
      [3, 'Pending'],
      [6, 'Submitted'],
      [10, 'Pending'],
    ]);
    expect(result.past_online_assignment_list.map((i) => [i.title, i.student_status, i.teacher_status])).toEqual([
      ['Electrostatics - Problem set 5', 'Not Submitted', 'Pending'],
      ['Mole concept numericals', 'Submitted', 'Pending'],
      ['Sequences and series - DPP 9', 'Submitted', 'Evaluated'],
      ['Thermodynamics numericals', 'Expired', 'Pending'],
    ]);
    expect(result.upcoming_online_assignment_list[2]).toMatchObject({ title: 'JEE Physics - Problem set 7: Rotational motion', course_name: 'JEE 2027 - Batch A' });
  });

  it('[API-ASSIGN-1] Tanvi, Aarav\'s classmate, shares his section\'s homework, all Pending for her', async () => {
    const { result } = ZAssignmentListResponse.parse((await list(tanvi, { institute_id: 101, student_id: 5016 })).json());
    expect(result.upcoming_online_assignment_list.find((i) => i.days_left === 3)).toMatchObject({ student_status: 'Pending' });
    expect(result.past_online_assignment_list.find((i) => i.title.startsWith('Chapter 4'))).toMatchObject({ student_status: 'Not Submitted' });
  });

  it('[API-ASSIGN-1] a parent reaches the chosen child\'s list only', async () => {
    const mine = ZAssignmentListResponse.parse((await list(parent, { institute_id: 101, student_id: 5001 })).json());
    expect(mine.result.upcoming_online_assignment_list).toHaveLength(5);
    const ananya = ZAssignmentListResponse.parse((await list(ananyaByParent, { institute_id: 101, student_id: 5011 })).json());
    expect(ananya.result.upcoming_online_assignment_list.map((i) => i.title)).toEqual(['Addition and subtraction of money']);
    expect(ananya.result.past_online_assignment_list.map((i) => [i.title, i.teacher_status])).toEqual([['Drawing: My favourite animal', 'Evaluated']]);
    expect((await list(parent, { institute_id: 101, student_id: 5011 })).statusCode).toBe(404);
  });

  it('[API-ASSIGN-1] another student, another institute, an open user (no student) and a wrong category are refused', async () => {
    expect((await list(aarav, { institute_id: 101, student_id: 5004 })).statusCode).toBe(404);
    expect((await list(aarav, { institute_id: 102, student_id: 5001 })).statusCode).toBe(404);
    expect((await list(rohan, { institute_id: 102, student_id: 5002 })).statusCode).toBe(404);
    const wrong = await list(aarav, { institute_id: 101, student_id: 5001, category_id: 3 });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('the detail, the student\'s attachments and the solutions [API-ASSIGN-2..4]', () => {
  it('[API-ASSIGN-2] [ASSIGN-DETAIL-2] [ASSIGN-DETAIL-6] the detail with the teacher\'s file (size in bytes) and link', async () => {
    const id = await assignmentId(t, 'Fractions worksheet', 'Class 8 - A');
    const res = await get(aarav, `/api/v2/onlineAssignment/get/101/${id}`);
    expect(res.statusCode).toBe(200);
    const { result } = ZAssignmentDetailResponse.parse(res.json());
    expect(result).toMatchObject({
      file_id: id,
      topic_name: 'Rational numbers',
      sub_topic_name: 'Addition and subtraction of fractions',
      allow_assignment_late_submission: 'N',
      evaluation_required: 'Y',
      enable_grade: 'N',
      evaluation_marks: 20,
      student_marks: null,
      grade: null,
      teacher_comment: null,
      days_left: 0,
      time_left: '13:59',
    });
    const [file, link] = result.attachment_lists;
    expect(file).toMatchObject({ attachment_display_name: 'Fractions-worksheet-Class-8.pdf', attachment_name: 'Fractions-worksheet-Class-8.pdf', attachment_url: null });
    // Sizes in MB [ASSIGN-DETAIL-6]: a small demo file is the smallest non-zero size.
    expect(file!.size).toBeGreaterThanOrEqual(0.01);
    expect(link).toMatchObject({ size: null, attachment_url: 'https://www.khanacademy.org/math/arithmetic/fraction-arithmetic' });
  });

  it('[API-ASSIGN-2] [ASSIGN-DETAIL-5] evaluated work shows marks obtained or the grade with the teacher\'s comment', async () => {
    const marked = ZAssignmentDetailResponse.parse((await get(aarav, `/api/v2/onlineAssignment/get/101/${await assignmentId(t, 'Integers practice set 3', 'Class 8 - A')}`)).json());
    expect(marked.result).toMatchObject({ student_status: 'Submitted', teacher_status: 'Evaluated', evaluation_marks: 20, student_marks: 18, enable_grade: 'N' });
    expect(marked.result.teacher_comment).toContain('Well done');
    const graded = ZAssignmentDetailResponse.parse((await get(aarav, `/api/v2/onlineAssignment/get/101/${await assignmentId(t, 'Grammar: Active and passive voice', 'Class 8 - A')}`)).json());
    expect(graded.result).toMatchObject({ enable_grade: 'Y', grade: 'A', evaluation_marks: null, student_marks: null });
  });

  it('[API-ASSIGN-2] an assignment of another section, of another institute or unknown is 404; a parent reads the child\'s', async () => {
    const other = await assignmentId(t, 'Fractions worksheet', 'Class 8 - B');
    expect((await get(aarav, `/api/v2/onlineAssignment/get/101/${other}`)).statusCode).toBe(404);
    const physics = await assignmentId(t, 'JEE Physics - Problem set 7: Rotational motion', 'JEE 2027 - Batch A');
    expect((await get(aarav, `/api/v2/onlineAssignment/get/101/${physics}`)).statusCode).toBe(404);
    expect((await get(aarav, `/api/v2/onlineAssignment/get/102/${physics}`)).statusCode).toBe(404);
    expect((await get(aarav, '/api/v2/onlineAssignment/get/101/999999')).statusCode).toBe(404);
    expect((await get(diya, `/api/v2/onlineAssignment/get/102/${physics}`)).statusCode).toBe(200);
    expect((await get(parent, `/api/v2/onlineAssignment/get/101/${await assignmentId(t, 'Fractions worksheet', 'Class 8 - A')}`)).statusCode).toBe(200);
  });

  it('[API-ASSIGN-3] the student\'s own attachments; another student\'s id or an unshared assignment is 404', async () => {
    const letter = await assignmentId(t, 'Letter writing: Invitation to the Annual Day', 'Class 8 - A');
    const res = await get(aarav, `/api/v2/onlineAssignment/studentAttachmentsDetail/101/5001/${letter}`);
    const { result } = ZStudentAttachmentsResponse.parse(res.json());
    expect(result.student_attachment).toEqual([
      { attachment_id: expect.any(Number), attachment_display_name: 'Invitation-letter.txt', attachment_name: 'Invitation-letter.txt', attachment_url: null, size: 0.01 },
    ]);
    // Tanvi shares the assignment but has handed in nothing.
    const hers = ZStudentAttachmentsResponse.parse((await get(tanvi, `/api/v2/onlineAssignment/studentAttachmentsDetail/101/5016/${letter}`)).json());
    expect(hers.result.student_attachment).toEqual([]);
    expect((await get(tanvi, `/api/v2/onlineAssignment/studentAttachmentsDetail/101/5001/${letter}`)).statusCode).toBe(404);
    const other = await assignmentId(t, 'Fractions worksheet', 'Class 8 - B');
    expect((await get(aarav, `/api/v2/onlineAssignment/studentAttachmentsDetail/101/5001/${other}`)).statusCode).toBe(404);
    expect((await get(aarav, `/api/v2/onlineAssignment/studentAttachmentsDetail/102/5001/${letter}`)).statusCode).toBe(404);
  });

  it('[API-ASSIGN-4] solutions once the work is closed (submitted, or past without late submission), never while it can still be handed in', async () => {
    const integers = await assignmentId(t, 'Integers practice set 3', 'Class 8 - A');
    const shared = ZAssignmentSolutionsResponse.parse((await get(aarav, `/api/v2/onlineAssignment/getAssignmentSolution/101/5001/${integers}`)).json());
    expect(shared.result.map((s) => s.attachment_display_name)).toEqual(['Integers-practice-set-3-solutions.pdf']);
    // Tanvi never handed it in and late submission is off: closed, so the solutions are hers to see.
    const tanviSees = ZAssignmentSolutionsResponse.parse((await get(tanvi, `/api/v2/onlineAssignment/getAssignmentSolution/101/5016/${integers}`)).json());
    expect(tanviSees.result).toHaveLength(1);
    // Past with late submission allowed and not handed in: still open, so no solutions yet.
    const combustion = await assignmentId(t, 'Chapter 4 questions: Combustion and flame', 'Class 8 - A');
    const [pdf] = await t.database.db.selectFrom('demo_file').select('file_key').limit(1).execute();
    await t.database.db
      .insertInto('assignment_attachment')
      .values({ assignment_id: combustion, kind: 'solution', student_id: null, file_name: 'answers.pdf', file_key: pdf!.file_key, file_size: 10, content_type: 'application/pdf', url: null, created_at: t.clock.now() })
      .execute();
    const open = ZAssignmentSolutionsResponse.parse((await get(aarav, `/api/v2/onlineAssignment/getAssignmentSolution/101/5001/${combustion}`)).json());
    expect(open.result).toEqual([]);
    expect((await get(aarav, `/api/v2/onlineAssignment/getAssignmentSolution/101/5004/${integers}`)).statusCode).toBe(404);
  });
});

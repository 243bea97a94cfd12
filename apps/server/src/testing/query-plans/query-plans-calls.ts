import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { ASSIGNMENT_CATEGORY_ID, EXAM_API_PREFIX, type TSession } from '@portal/contract';
import { isParentLogin } from '@portal/domain/shell/user-role';
import { withSession } from '../login-helpers.ts';
import { meetingsBody } from '../../modules/live/test-requests.ts';
import { attendanceBody, timetableBody } from '../../modules/timetable/test-requests.ts';

/** A signed-in learner's view, as the screens open it: the call's name is what a failure reports. */
type Learner = { label: string; token: string; session: TSession; host: string; today: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
type Json = any;

/**
 * Every read call the student and parent screens make, in the order a visit makes them, each
 * one checked to answer 200 (a failing route runs other statements than the ones to check).
 * Ids the later calls need (a batch, a receipt, an assignment, a test with a result) come
 * from the earlier answers, as in the browser. during(name) labels the statements that follow.
 */
export async function visitScreens(app: FastifyInstance, who: Learner, during: (call: string) => void): Promise<void> {
  const s = who.session;
  const inst = s.institute_id;
  const sid = s.student_id!;
  const [year, month] = who.today.split('-').map(Number) as [number, number];
  const monthStart = `${who.today.slice(0, 8)}01`;
  const monthEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const call = async (name: string, options: InjectOptions, headers: Record<string, string> = {}): Promise<Json> => {
    during(`${who.label}: ${name}`);
    const res = await app.inject({ ...options, headers: withSession(who.token, headers) });
    expect(res.statusCode, `${who.label}: ${name} answered ${res.body.slice(0, 300)}`).toBe(200);
    return res.headers['content-type']?.toString().includes('json') ? res.json() : null;
  };
  const get = (name: string, url: string) => call(name, { method: 'GET', url });
  const post = (name: string, url: string, payload: object) => call(name, { method: 'POST', url, payload });

  await get('session', '/api/v1/session');
  await get('academic years', `/api/v1/academicYear/all/${inst}`);
  during(`${who.label}: branding`);
  // The host brands the learner's institute: generated institutes' hosts reach the host table too (migration 0023).
  const branding = await app.inject({ url: `/api/v1/institutes/getLogoAndFavIcon?virtualHostUrl=${who.host}` });
  expect(branding.statusCode).toBe(200);
  expect(branding.json(), `${who.label}: branding of ${who.host}`).toMatchObject([{ instituteId: inst }]);
  await get('notices', `/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/${inst}?is_active=true&student_id=${sid}`);
  await get('banners', `/api/v1/banner-prom/for_student/${s.user_type}`);
  await get('messages', `/api/v1/alerts/config/messagesByPhoneNo/${inst}/${s.country_calling_code}-${s.mobile_no}?start_index=0&batch_size=1000`);

  const month_ = await post('timetable month', '/api/v2/timeTable/v3', timetableBody(inst, { student_id: sid }, monthStart, monthEnd));
  await post('timetable year counts', '/api/v2/timeTable/year-count', { year, institute_id: inst, student_id: sid });
  await post('timetable holidays', '/api/v1/holiday_manager/event_for_timetable', { institution_id: inst, year, student_id: sid, event_start_Date: monthStart, event_end_date: monthEnd });
  await post('calendar events', '/api/v1/holiday_manager/getDetail', {
    institution_id: inst, month, year, student_id: sid, is_all_event_for_student: true, event_type: 0, search_date: null, is_yearly_view: false,
  });
  const dmy = (iso: string) => iso.split('-').reverse().join('-');
  await post('live classes, today and upcoming', `/api/v1/meeting_manager/getMeetingV2/${inst}`, meetingsBody(inst, s.user_id, 1));
  await post('live classes, past', `/api/v1/meeting_manager/getMeetingV2/${inst}`, meetingsBody(inst, s.user_id, 2, { from_date: dmy(monthStart), to_date: dmy(who.today) }));
  const items = Object.values(month_.result.batchTimeTableList as Record<string, { batch_id: number | null }[]>).flat();
  const batchId = items.find((i) => i.batch_id !== null)?.batch_id;
  expect(batchId, `${who.label}: a class this month`).toBeTypeOf('number');
  await post('attendance', `/api/v1/reports/Student/attendance/${sid}/${batchId}`, attendanceBody(inst, sid, batchId!));

  const fees = await get('fees', `/api/v1/studentWise/fee/${inst}/students/${sid}/${s.acad_yr_id}`);
  const paid = fees.result.p_install_li[0];
  // Only where the institute hands out receipts (the demo coaching institute does not).
  if (paid && s.inst_set_up.student_fee_receipt_option) await get('fee receipt link', `/api/v1/studentWise/fee/${sid}/feeReceipt/${encodeURIComponent(paid.f_rec_no)}/download?fin_yr=${paid.financial_yr}&acad_year=${s.acad_yr_id}`);

  const list = await post('assignments', '/api/v2/onlineAssignment/student/getAssignmentsDetail', { category_id: ASSIGNMENT_CATEGORY_ID, institute_id: inst, student_id: sid });
  const assignment = [...list.result.past_online_assignment_list, ...list.result.upcoming_online_assignment_list][0];
  expect(assignment, `${who.label}: an assignment`).toBeDefined();
  await get('assignment', `/api/v2/onlineAssignment/get/${inst}/${assignment.file_id}`);
  await get('assignment attachments', `/api/v2/onlineAssignment/studentAttachmentsDetail/${inst}/${sid}/${assignment.file_id}`);

  const labels = await get('exam labels', `${EXAM_API_PREFIX}/student/testLabels`);
  const tests: Json[] = [];
  for (const label of labels.data as { label_id: number }[]) tests.push(...(await get('exam list', `${EXAM_API_PREFIX}/student/testLabels/${label.label_id}/tests`)).data);
  const sat = tests.find((t) => t.total_attempts > 0 && t.is_result_published === 1);
  expect(sat, `${who.label}: a test with a published result`).toBeDefined();
  await get('test report', `/api/v1/studentdashboard/testReports/${s.account_id}:${s.user_id}/${sat.test_id}/-1`);
  await get('bookmarks', `${EXAM_API_PREFIX}/student/testLabels/bookmark/${s.user_id}`);
  await get('offline report', `/api/v1/reports/Student/${sid}`);
  await get('progress', `/api/v1/reports/progress/${s.user_id}`);
  await get('profile', `/api/v1/students/get-student-detail/${inst}/${sid}`);
  // Documents: a learner's screen (the menu hides it from parents, whose calls are refused).
  if (!isParentLogin(s.user_type)) {
    const subjects = await get('document subjects', `/api/v1/fileShare/${inst}?student_id=${sid}`);
    const subject = subjects.result.subject_list[0];
    if (subject) await get('documents of a subject', `/api/v1/fileShare/subject-level/${inst}?share_with=2&student_id=${sid}&subject_id=${subject.subject_id}`);
    // Study materials, a learner's screen too: the course types, then the first one's tree.
    const courses = await get('study course types', `/api/v1/instFileSystem/get-student-ecourses/${inst}/${sid}?source=STUDENT_PORTAL`);
    const course = courses[0];
    if (course) await post('study material', '/api/v1/instFileSystem/get-study-material', { ecourse_id: course.course_type_id, institute_id: inst, product_id: course.product_id });
  }
  // My Products (a parent sees the chosen child's) and the first product's details [API-PROD-1/2].
  const products = await call('my products', { method: 'GET', url: '/prod/student-product/my-products' }, { 'user-id': String(s.user_id), 'institute-id': String(inst) });
  if (products.result[0]) await get('product details', `/prod/student-product/item-type-description/${products.result[0].id}`);
  await get('calendar feed', `/api/v1/calendar-feed/${inst}/${s.user_id}`);
}

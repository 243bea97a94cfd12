// The read calls of the main screens, exactly as the web client sends them for the school
// student (recorded from Chromium on each screen, 2026-11-25), next to the bare route and a
// one-query route (the branding call: one indexed row) as baselines for issue 14's ratios.
import { timetableMonthBody } from './api-load.mjs';

/** This month's first and last day, YYYY-MM-DD, and the month and year as numbers. */
export function monthRange(now = new Date()) {
  const y = now.getFullYear();
  const m = now.getMonth() + 1;
  const last = new Date(y, m, 0).getDate();
  const pad = (n) => String(n).padStart(2, '0');
  return { year: y, month: m, start: `${y}-${pad(m)}-01`, end: `${y}-${pad(m)}-${pad(last)}` };
}

export const BARE = 'bare route (GET /api/health)';
export const ONE_QUERY = 'one-query route (branding)';
export const TIMETABLE_MONTH = 'timetable month';

/** Each call: { name, path, method?, headers?, body? }; headers are the signed-in student's. */
export function screenCalls(headers, { instituteId = 101, studentId = 5001, phone = '91-9000000001', year = 2 } = {}) {
  const month = monthRange();
  const post = (name, path, body) => ({ name, path, method: 'POST', headers, body: JSON.stringify(body) });
  const get = (name, path) => ({ name, path, headers });
  return [
    { name: BARE, path: '/api/health' },
    { name: ONE_QUERY, path: '/api/v1/institutes/getLogoAndFavIcon?virtualHostUrl=localhost' },
    get('session (every screen)', '/api/v1/session'),
    get('academic years', `/api/v1/academicYear/all/${instituteId}`),
    get('banners (dashboard)', '/api/v1/banner-prom/for_student/1'),
    get('notices', `/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/${instituteId}?is_active=true&student_id=${studentId}`),
    get('messages', `/api/v1/alerts/config/messagesByPhoneNo/${instituteId}/${phone}?start_index=0&batch_size=1000`),
    get('exam list (testLabels)', '/exam-api/student/testLabels'),
    get('product tests (exam list)', '/prod/user-product/v2/assigned-product-test-ids/Online_Test'),
    post('assignment list', '/api/v2/onlineAssignment/student/getAssignmentsDetail', { category_id: 255, institute_id: instituteId, student_id: studentId }),
    get('profile', `/api/v1/students/get-student-detail/${instituteId}/${studentId}`),
    { name: TIMETABLE_MONTH, path: '/api/v2/timeTable/v3', method: 'POST', headers, body: timetableMonthBody(instituteId, studentId, month.start, month.end) },
    post('timetable events', '/api/v1/holiday_manager/event_for_timetable', {
      institution_id: instituteId, year: month.year, student_id: studentId, event_start_Date: month.start, event_end_date: month.end,
    }),
    post('event calendar month', '/api/v1/holiday_manager/getDetail', {
      institution_id: instituteId, month: month.month, year: month.year, student_id: studentId,
      is_all_event_for_student: true, event_type: 0, search_date: null, is_yearly_view: false,
    }),
    get('fees', `/api/v1/studentWise/fee/${instituteId}/students/${studentId}/${year}`),
  ];
}

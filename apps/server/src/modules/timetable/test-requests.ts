import type { FastifyInstance } from 'fastify';
import type { TAttendanceRequest, TTimetableRequest } from '@portal/contract';
import { withSession } from '../../testing/login-helpers.ts';

/** Test helpers: the timetable calls as the web client makes them (sentinels, flags, learner key). */
type Learner = { student_id: number } | { user_id: number };

export function timetableBody(instituteId: number, learner: Learner, startdate: string, enddate: string, extra: Partial<TTimetableRequest> = {}) {
  return {
    batch_id: -1,
    course_id: -1,
    standard_id: -1,
    subject_id: -1,
    teacher_id: -1,
    master_course: '',
    startdate,
    enddate,
    institute_id: instituteId,
    ...learner,
    isCourseStructureTimeTable: 'Y',
    isExamIncludedInTimeTable: 'Y',
    is_included_online_class: 'Y',
    is_included_online_exam: 'Y',
    ...extra,
  };
}

export function postTimetable(app: FastifyInstance, token: string | null, body: object) {
  return app.inject({ method: 'POST', url: '/api/v2/timeTable/v3', headers: token ? withSession(token) : { source: 'WEB' }, payload: body });
}

export function postYearCount(app: FastifyInstance, token: string | null, body: object) {
  return app.inject({ method: 'POST', url: '/api/v2/timeTable/year-count', headers: token ? withSession(token) : { source: 'WEB' }, payload: body });
}

export function attendanceBody(instituteId: number, studentId: number, batchId: number, extra: Partial<TAttendanceRequest> = {}) {
  return { batch_id: batchId, standard_id: -1, subject_id: -1, teacher_id: -1, type: 1, startdate: '', enddate: '', institute_id: instituteId, student_id: studentId, ...extra };
}

export function postAttendance(app: FastifyInstance, token: string | null, studentId: number, batchId: number, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/reports/Student/attendance/${studentId}/${batchId}`,
    headers: token ? withSession(token) : { source: 'WEB' },
    payload: body,
  });
}

export function getSessionStart(app: FastifyInstance, token: string | null, instituteId: number, sessionId: number, query = '') {
  return app.inject({
    url: `/api/v1/meeting_manager/session/start/${instituteId}/${sessionId}${query}`,
    headers: token ? withSession(token) : { source: 'WEB' },
  });
}

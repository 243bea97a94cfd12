import type { FastifyInstance } from 'fastify';
import { EXAM_API_PREFIX } from '@portal/contract';
import { withSession } from '../../testing/login-helpers.ts';

/** Test helpers: the exam calls as a client makes them, with a session (or none). */
const headers = (token: string | null, extra: Record<string, string> = {}) => (token ? withSession(token, extra) : { source: 'WEB', ...extra });

export const getLabels = (app: FastifyInstance, token: string | null) => app.inject({ url: `${EXAM_API_PREFIX}/student/testLabels`, headers: headers(token) });

export const getLabelTests = (app: FastifyInstance, token: string | null, id: number | string, query = '') =>
  app.inject({ url: `${EXAM_API_PREFIX}/student/testLabels/${id}/tests${query}`, headers: headers(token) });

export const postTestsById = (app: FastifyInstance, token: string | null, payload: object) =>
  app.inject({ method: 'POST', url: `${EXAM_API_PREFIX}/tests/list_id`, headers: headers(token), payload });

export const getProductTestIds = (app: FastifyInstance, token: string | null, list: string, extra: Record<string, string> = {}) =>
  app.inject({ url: `/prod/user-product/v2/assigned-product-test-ids/${list}`, headers: headers(token, extra) });

export const getExamTime = (app: FastifyInstance, token: string | null) => app.inject({ url: `${EXAM_API_PREFIX}/examPanel/time`, headers: headers(token) });

export const getOfflineReport = (app: FastifyInstance, token: string | null, studentId: number | string) =>
  app.inject({ url: `/api/v1/reports/Student/${studentId}`, headers: headers(token) });

/** Demo ids (people.ts): users and students of Aarav, Diya and Rohan (open user: no student). */
export const AARAV = { user: 1001, student: 5001, account: 71_001 };
export const DIYA = { user: 1002, student: 5002, account: 71_002 };
export const ROHAN = { user: 1003, account: 71_003 };

export const getBookmarks = (app: FastifyInstance, token: string | null, userId: number | string) =>
  app.inject({ url: `${EXAM_API_PREFIX}/student/testLabels/bookmark/${userId}`, headers: headers(token) });

export const postDeleteBookmark = (app: FastifyInstance, token: string | null, payload: object) =>
  app.inject({ method: 'POST', url: `${EXAM_API_PREFIX}/student/testLabels/deleteBookmark`, headers: headers(token), payload });

export const getTestReport = (app: FastifyInstance, token: string | null, ids: string, testId: number | string, attempt: number | string = -1) =>
  app.inject({ url: `/api/v1/studentdashboard/testReports/${ids}/${testId}/${attempt}`, headers: headers(token) });

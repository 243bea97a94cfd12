import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { assertInstitute, assertStudent, assertUser, sessionOf, type SessionContext } from '../session-context.ts';
import { openTestDatabase, testConfig } from '../testing/create-test-app.ts';
import { login, withSession } from '../testing/login-helpers.ts';
import { TEST_NOW, testClock } from '../testing/test-clock.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig(), clock: testClock(), logger: false });
  // Routes of each access level, as later areas declare them.
  for (const access of ['session', 'student', 'parent'] as const) {
    app.get(`/api/test/${access}`, { config: { access } }, async (request) => {
      const s = sessionOf(request);
      return { userId: s.userId, studentId: s.studentId, parentId: s.parentId, isParent: s.isParent };
    });
  }
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('route access levels', () => {
  it("'student' routes serve direct users and are not found for parents (no logout-causing 403)", async () => {
    const student = await login(app, '9000000001');
    const parent = await login(app, '9000000011');
    expect((await app.inject({ url: '/api/test/student', headers: withSession(student.token!) })).statusCode).toBe(200);
    const refused = await app.inject({ url: '/api/test/student', headers: withSession(parent.token!) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
  });

  it("'parent' routes serve parents only", async () => {
    const student = await login(app, '9000000001');
    const parent = await login(app, '9000000011');
    const ok = await app.inject({ url: '/api/test/parent', headers: withSession(parent.token!) });
    expect(ok.json()).toEqual({ userId: 1013, studentId: 5013, parentId: 1012, isParent: true });
    expect((await app.inject({ url: '/api/test/parent', headers: withSession(student.token!) })).statusCode).toBe(404);
  });

  it("'session' routes serve everyone signed in, and an open user has no student id", async () => {
    const open = await login(app, '9000000003');
    const res = await app.inject({ url: '/api/test/session', headers: withSession(open.token!) });
    expect(res.json()).toEqual({ userId: 1003, studentId: null, parentId: null, isParent: false });
    expect((await app.inject({ url: '/api/test/session' })).statusCode).toBe(403);
  });
});

describe('id checks against the session', () => {
  const parentOfKavya: SessionContext = {
    sessionId: 's',
    loginUserId: 1012,
    userId: 1013,
    userType: 2,
    accountId: 71013,
    instituteId: 101,
    studentId: 5013,
    parentId: 1012,
    academicYearId: 2,
    deviceId: 'd',
    timeZone: 'Asia/Kolkata',
    isParent: true,
    anyChild: false,
    createdAt: new Date(TEST_NOW),
    expiresAt: new Date(TEST_NOW),
  };

  it('[LOGIN-PARENT-1] a parent reaches only the chosen child; nobody reaches another institute', () => {
    expect(() => assertStudent(parentOfKavya, 5013)).not.toThrow();
    expect(() => assertStudent(parentOfKavya, 5001)).toThrow(expect.objectContaining({ statusCode: 404, code: 'NOT_FOUND' }));
    expect(() => assertInstitute(parentOfKavya, 101)).not.toThrow();
    expect(() => assertInstitute(parentOfKavya, 102)).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(() => assertUser(parentOfKavya, 1013)).not.toThrow();
    expect(() => assertUser(parentOfKavya, 1012)).not.toThrow(); // the parent's own id (e.g. change password)
    expect(() => assertUser(parentOfKavya, 1001)).toThrow(expect.objectContaining({ statusCode: 404 }));
  });

  it('an open user has no student id to reach', () => {
    expect(() => assertStudent({ ...parentOfKavya, studentId: null }, 5013)).toThrow(expect.objectContaining({ statusCode: 404 }));
  });

  it("a student's login naming another student's id is refused", async () => {
    const { res, token } = await login(app, '9000000001', { student_id: 5011 });
    expect(res.statusCode).toBe(404);
    expect(token).toBeNull();
  });
});

import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSession } from '@portal/contract';
import { openGeneratorDatabase } from '../../../../../scripts/generate/connect.ts';
import { prepareDatabase } from '../../../../../scripts/generate/prepare.ts';
import { generateData } from '../../../../../scripts/generate/run.ts';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { signIn } from '../login-helpers.ts';
import { databaseUrlFor } from '../postgres.ts';
import { testClock } from '../test-clock.ts';
import { todayInIndia } from '../../demo/calendar.ts';
import { visitScreens } from './query-plans-calls.ts';
import { explainAll, judgeSeqScans, largeTables, loadIndexes, planReport } from './query-plans-explain.ts';
import { recordingDatabase, type RecordingDatabase } from './query-plans-recorder.ts';

/**
 * A table is large past this many rows: a sequential scan then reads dozens to thousands of
 * pages where an index reads a few. The generated data below puts every table a screen lists
 * from past it (students, users, sessions, timetable, attendance, fees, messages,
 * assignments, attempts...), while the test stays near a minute. Tables that grow with the
 * number of institutes (batches, tests, questions) count as large when they would be at the
 * large reading of 100 institutes, though they are small here.
 */
const LARGE_ROWS = 5_000;
const GENERATED = { institutes: 6, students: 1_000 };
const LARGE_READING_INSTITUTES = 100;

/** Who signs in: the demo's school and coaching students and a parent, and generated ones of each kind. */
const ACCOUNTS = [
  { label: 'demo school student', login: '9000000001', host: 'localhost' },
  { label: 'demo coaching student', login: '9000000002', host: 'coaching.localhost' },
  { label: 'demo parent', login: '9000000010', extra: { student_id: 5001 }, host: 'localhost' },
  { label: 'generated school student', login: '6000000001', host: 'school-500001.scale.localhost' },
  // Institute 500002's first student is number 1001 with 1,000 students per institute.
  { label: 'generated coaching student', login: '6000001001', host: 'coaching-500002.scale.localhost' },
  { label: 'generated parent', login: '8000000001', host: 'school-500001.scale.localhost' },
];

const url = process.env.DATABASE_URL!;
const name = `portal_plans_${process.pid}`;
const admin = new pg.Client({ connectionString: url });
const explainer = new pg.Client({ connectionString: databaseUrlFor(url, name) });
let database: RecordingDatabase;
let t: TestApp;
/** Rows the generator added per table. */
let added = new Map<string, number>();

beforeAll(async () => {
  const now = new Date();
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const generator = openGeneratorDatabase(databaseUrlFor(url, name));
  try {
    const quiet = () => {};
    await prepareDatabase(generator.db, { now: () => now }, quiet);
    added = await generateData(generator.db, { ...GENERATED, now, log: quiet });
  } finally {
    await generator.close();
  }
  await explainer.connect();
  await explainer.query('analyze');
  database = recordingDatabase(databaseUrlFor(url, name));
  t = await createTestApp({ database, clock: testClock(now) });
  // The visits whose statements the tests explain: a failing call fails them both.
  const today = todayInIndia(now);
  for (const account of ACCOUNTS) {
    database.during(`${account.label}: login`);
    const signedIn = await signIn(t.app, account.login, account.extra);
    await visitScreens(t.app, { label: account.label, token: signedIn.token!, session: ZSession.parse(signedIn.body.result), host: account.host, today }, database.during);
  }
});

afterAll(async () => {
  await t?.close();
  await database?.close();
  await explainer.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('query plans of the student and parent screens on generated data (issue 14)', () => {
  it('[issue 14] no statement a screen sends reads a large table sequentially for want of an index', async () => {
    const indexes = await loadIndexes(explainer);
    const explained = await explainAll(explainer, database.recorded, indexes);
    const large = await largeTables(explainer, LARGE_ROWS);
    for (const [table, n] of added) {
      const atScale = Math.round((n / GENERATED.institutes) * LARGE_READING_INSTITUTES);
      if (atScale > LARGE_ROWS && !large.has(table)) large.set(table, `${n.toLocaleString('en-US')} rows, ${atScale.toLocaleString('en-US')} at the large reading`);
    }
    const { failures, byCost } = await judgeSeqScans(explainer, explained, large, indexes);
    // QUERY_PLANS_REPORT=<file>: every statement's scans, for a person reading plans.
    if (process.env.QUERY_PLANS_REPORT) writeFileSync(process.env.QUERY_PLANS_REPORT, planReport(explained, byCost));
    // The data is what makes the check mean something: the big tables are big.
    for (const table of ['attendance', 'schedule', 'message', 'fee_instalment', 'assignment_submission', 'exam_attempt', 'session', 'app_user', 'student', 'shared_file', 'shared_file_batch', 'study_topic', 'study_material']) {
      expect(large.has(table), `${table} has more than ${LARGE_ROWS} rows`).toBe(true);
    }
    expect(explained.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('[issue 14] the check fails when an index the screens rely on is missing', async () => {
    const attendance = database.recorded.filter((q) => q.call.endsWith(': attendance'));
    expect(attendance.length).toBeGreaterThan(0);
    await explainer.query('begin');
    try {
      await explainer.query('drop index attendance_student_batch_idx');
      const indexes = await loadIndexes(explainer);
      const { failures } = await judgeSeqScans(explainer, await explainAll(explainer, attendance, indexes), await largeTables(explainer, LARGE_ROWS), indexes);
      expect(failures.join('\n')).toContain(': attendance: Seq Scan on attendance');
    } finally {
      await explainer.query('rollback');
    }
  });
});

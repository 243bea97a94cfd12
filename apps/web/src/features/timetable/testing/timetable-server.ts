// Test support for the timetable screens: items shaped by the contract, MSW handlers for the
// six calls, a signed-in session at a fixed moment. Not part of the app bundle (tests only).
import { screen } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { vi } from 'vitest';
import {
  ZScheduleItem,
  ZTimetableHoliday,
  type TAttendanceRow,
  type TScheduleItem,
  type TSession,
  type TTimetableHoliday,
  type TTimetableRequest,
} from '@portal/contract';
import { schoolSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sent, server } from '../../../test/server.ts';

/** The tests' clock: Saturday 21-11-2026, 10:15 in Kolkata (as the server tests' fixed clock). */
export const NOW = '2026-11-21T10:15:00+05:30';

async function record(request: Request) {
  const text = request.method === 'GET' ? '' : await request.clone().text();
  sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: text ? (JSON.parse(text) as unknown) : null });
}

export const bodiesOf = <T>(path: string) => sent.filter((r) => r.url.pathname === path).map((r) => r.body as T);
export const TIMETABLE_PATH = '/api/v2/timeTable/v3';
export const HOLIDAYS_PATH = '/api/v1/holiday_manager/event_for_timetable';
export const YEAR_COUNT_PATH = '/api/v2/timeTable/year-count';

let nextId = 1;

/** A schedule item as the server sends it (every field present), overridden by the test. */
export function item(overrides: Partial<TScheduleItem> & Pick<TScheduleItem, 'date' | 'class_type'>): TScheduleItem {
  return ZScheduleItem.parse({
    schedule_id: nextId++,
    start_time: '10:00 AM',
    end_time: '10:45 AM',
    end_date: overrides.date,
    duration: '45',
    subject_name: 'Mathematics',
    course: 'Class 8 - A',
    course_name: 'Class 8',
    master_course_name: null,
    product_name: null,
    topics_covered: null,
    teacher_name: 'Mrs. Kavita Rao',
    t_photo_url: '',
    classroom: 'Room 12',
    student_attendance_percent: null,
    batch_id: 31,
    session_id: null,
    session_name: null,
    session_link: null,
    live_meeting_with: null,
    download_links: [],
    description: null,
    test_id: null,
    test_inst_id: null,
    ...overrides,
  });
}

/** A holiday as API-TT-2 answers it: a calendar event, with its range when it lasts several days. */
export function holiday(start: string, title: string, end = start): TTimetableHoliday {
  return ZTimetableHoliday.parse({
    event_id: Number(start.replaceAll('-', '')),
    event_type: 1,
    holiday_type: null,
    title_name: title,
    document_url: null,
    event_start_Date: start,
    event_end_date: end,
    event_date_range: start === end ? null : `${start} - ${end}`,
    is_all_day_event: true,
    event_start_time: null,
    event_end_time: null,
    standardNamesList: [],
    userTypeList: [1],
    holiday_desc: null,
    dayOfWeekList: null,
  });
}

/** The date-keyed map of API-TT-1 from a list of items. */
export function byDate(items: readonly TScheduleItem[]): Record<string, TScheduleItem[]> {
  const map: Record<string, TScheduleItem[]> = {};
  for (const i of items) (map[i.date] ??= []).push(i);
  return map;
}

type Answer = { items?: TScheduleItem[]; time?: string; timeZone?: string };

/** API-TT-1 answering the items whose date lies in the asked range, with the server's `time`. */
export function timetableHandler(answer: Answer | ((body: TTimetableRequest) => Answer) = {}) {
  return http.post(TIMETABLE_PATH, async ({ request }) => {
    await record(request);
    const body = (await request.clone().json()) as TTimetableRequest;
    const a = typeof answer === 'function' ? answer(body) : answer;
    const inRange = (a.items ?? []).filter((i) => i.date >= body.startdate && i.date <= body.enddate);
    return HttpResponse.json({
      statusCode: 200,
      message: 'OK',
      result: {
        batchTimeTableList: byDate(inRange),
        view_proctur_live_recorded_session: 1,
        vimeo_video_downlodable: false,
        proctur_live_view_or_download_visibility: true,
        time_zone: a.timeZone ?? 'Asia/Kolkata',
      },
      time: a.time ?? NOW,
    });
  });
}

/** API-TT-2 answering the map itself [API-TT-2]: each holiday under its start date. */
export function holidaysHandler(holidays: TTimetableHoliday[] = []) {
  return http.post(HOLIDAYS_PATH, async ({ request }) => {
    await record(request);
    const map: Record<string, TTimetableHoliday[]> = {};
    for (const h of holidays) (map[h.event_start_Date] ??= []).push(h);
    return HttpResponse.json(map);
  });
}

export function yearCountHandler(counts: Record<string, number> = {}) {
  return http.post(YEAR_COUNT_PATH, async ({ request }) => {
    await record(request);
    const full = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), counts[String(i + 1)] ?? 0]));
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: full });
  });
}

export function attendanceHandler(rows: TAttendanceRow[] | (() => Promise<TAttendanceRow[]>)) {
  return http.post('/api/v1/reports/Student/attendance/:studentId/:batchId', async ({ request }) => {
    await record(request);
    // The list itself [API-TT-4].
    return HttpResponse.json(typeof rows === 'function' ? await rows() : rows);
  });
}


/** A session signed in at the fixed clock, in Kolkata. */
export function sessionAt(base: TSession = schoolSession, at = NOW): TSession {
  const instant = new Date(at);
  return { ...base, time_zone: 'Asia/Kolkata', logindatetime: instant.toISOString(), expires_at: new Date(instant.getTime() + 3_600_000).toISOString() };
}

type OpenOptions = {
  session?: TSession;
  items?: TScheduleItem[];
  holidays?: TTimetableHoliday[];
  counts?: Record<string, number>;
  /** The server's `time` in the API-TT-1 answer (default: the browser clock's `at`). */
  time?: string;
  /** The browser clock. */
  at?: string;
  /** Also stop the interval timers (the 30-second refresh of "now"). */
  fakeIntervals?: boolean;
  /** Fake every timer, moving with real time, so a test can jump ahead (e.g. the 2-second redirect). */
  fakeAllTimers?: boolean;
  /** Handlers that win over the default answers (e.g. a failing call). */
  handlers?: RequestHandler[];
};

/**
 * Opens /timetable with the browser clock stopped at `at` (default NOW) and the calls answered;
 * waits for the month's list to load.
 */
export async function openTimetable(options: OpenOptions = {}) {
  const at = options.at ?? NOW;
  // The screen is a lazy chunk with its own texts: loaded first, so the first test has no head start to lose.
  await Promise.all([import('../timetable-screen.tsx'), import('../../../locales/timetable/en.json')]);
  if (options.fakeAllTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  else vi.useFakeTimers({ toFake: options.fakeIntervals ? ['Date', 'setInterval', 'clearInterval'] : ['Date'] });
  vi.setSystemTime(new Date(at));
  server.use(
    timetableHandler({ items: options.items ?? [], time: options.time ?? at }),
    holidaysHandler(options.holidays ?? []),
    yearCountHandler(options.counts ?? {}),
  );
  server.use(...(options.handlers ?? []));
  const view = await renderApp('/timetable', { session: sessionAt(options.session ?? schoolSession, at) });
  await screen.findByRole('heading', { level: 1, name: 'Time Table' });
  await screen.findByRole('table');
  return view;
}

/** The list region beside the calendar, once its items have loaded. */
export async function listRegion(name: string | RegExp = /^Schedules of /) {
  const region = await screen.findByRole('region', { name });
  await vi.waitFor(() => {
    if (region.getAttribute('aria-busy') === 'true') throw new Error('still loading');
  });
  return region;
}

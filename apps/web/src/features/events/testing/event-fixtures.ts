import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { ZCalendarEvent, type TCalendarEvent, type TEventDetailRequest, type TSession } from '@portal/contract';
import { sent } from '../../../test/server.ts';

// Test data and fake-server answers of the event calendar (tests only).

/** A calendar event as API-EVENT-1 sends it: a one-day Academic event, 10 to 11 AM, for students, unless overridden. */
export function calendarEvent(id: number, date: string, extra: Partial<TCalendarEvent> = {}): TCalendarEvent {
  return ZCalendarEvent.parse({
    event_id: id,
    event_type: 2,
    holiday_type: 1,
    title_name: `Event ${id}`,
    document_url: null,
    event_start_Date: date,
    event_end_date: date,
    event_date_range: null,
    is_all_day_event: false,
    event_start_time: '10:00 AM',
    event_end_time: '11:00 AM',
    standardNamesList: ['Class 8'],
    userTypeList: [1],
    holiday_desc: `About event ${id}.`,
    dayOfWeekList: null,
    ...extra,
  });
}

type Answer = (body: TEventDetailRequest) => Record<string, TCalendarEvent[]> | Response;

/** POST getDetail answering per request (or one map for every month), recording each request in `sent`. */
export function eventDetailHandler(answer: Answer | Record<string, TCalendarEvent[]>) {
  return http.post('/api/v1/holiday_manager/getDetail', async ({ request }) => {
    const body = (await request.clone().json()) as TEventDetailRequest;
    sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
    const map = typeof answer === 'function' ? answer(body) : answer;
    // The body is the map itself [API-EVENT-1].
    return map instanceof Response ? map : HttpResponse.json(map);
  });
}

/** The getDetail requests sent so far. */
export const eventRequests = () => sent.filter((r) => r.url.pathname === '/api/v1/holiday_manager/getDetail').map((r) => r.body as TEventDetailRequest);

/**
 * Sets the clock (Date only, so the test library's waits keep working) to an instant and
 * returns the session signed in at that instant in India. With `timeouts`, setTimeout is faked
 * too and real time drives the fake clock, so a test can also jump ahead of a delay.
 */
export function signedInAt(session: TSession, iso: string, options: { timeouts?: boolean } = {}): TSession {
  const at = new Date(iso);
  if (options.timeouts) vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  else vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  return { ...session, time_zone: 'Asia/Kolkata', logindatetime: at.toISOString(), expires_at: new Date(at.getTime() + 3_600_000).toISOString() };
}

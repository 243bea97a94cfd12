// Test support for the live classes screen: classes shaped by the contract, the MSW handler of
// API-LIVE-2, a signed-in session at the fixed clock. Not part of the app bundle (tests only).
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { ZLiveClass, type TLiveClass, type TMeetingsRequest, type TSession } from '@portal/contract';
import { schoolSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sent, server } from '../../../test/server.ts';

/** The tests' clock: Saturday 21-11-2026, 10:15 in Kolkata. */
export const NOW = '2026-11-21T10:15:00+05:30';
export const MEETINGS_PATH = '/api/v1/meeting_manager/getMeetingV2/101';

let nextId = 1;

/** A live class on a day from one wall time to another (India), overridden by the test. */
/** A recording of a past class (Optics recap on 19 November), as API-LIVE-2 lists it. */
export const opticsRecording = {
  download_id: 9,
  video_id: 'rec-9-1',
  vimeo_video_id: null,
  session_name: 'Optics recap',
  video_duration: '58 mins',
  video_size: 412.5,
  recording_date_time: '2026-11-19T17:01:00+05:30',
  recording_uploaded_on: 'Proctur',
};

export function liveClass(day: string, from: string, to: string, overrides: Partial<TLiveClass> = {}): TLiveClass {
  return ZLiveClass.parse({
    session_id: nextId++,
    session_name: 'Algebra live',
    start_datetime: `${day}T${from}:00+05:30`,
    end_datetime: `${day}T${to}:00+05:30`,
    course_list: [{ course_name: 'Class 8' }],
    teachersName: 'Kavita Rao',
    t_photo_url: '',
    session_link: 'https://zoom.example/j/123456',
    live_meeting_with: 'Zoom',
    download_links: [],
    ...overrides,
  });
}

export const meetingBodies = () => sent.filter((r) => r.url.pathname === MEETINGS_PATH).map((r) => r.body as TMeetingsRequest);

type HandlerOptions = { pastDelayMs?: number; flag?: number };

/** API-LIVE-2 answering `upcoming` for live_future_past 1 and `past` for 2 (after `pastDelayMs`), with the recording flag. */
export function meetingsHandler(upcoming: TLiveClass[], past: TLiveClass[] = [], { pastDelayMs = 0, flag = 5 }: HandlerOptions = {}) {
  return http.post(MEETINGS_PATH, async ({ request }) => {
    const body = (await request.clone().json()) as TMeetingsRequest;
    sent.push({ method: 'POST', url: new URL(request.url), headers: request.headers, body });
    const isPast = Number(body.live_future_past) === 2;
    if (isPast && pastDelayMs) await delay(pastDelayMs);
    return HttpResponse.json({
      statusCode: 200,
      message: 'OK',
      result: {
        upcomingLiveClasses: isPast ? [] : upcoming,
        pastLiveClasses: isPast ? past : [],
        view_proctur_live_recorded_session: flag,
        vimeo_video_downlodable: true,
        proctur_live_view_or_download_visibility: true,
        time_zone: 'Asia/Kolkata',
      },
    });
  });
}

/** Opens /live with the browser's date stopped at NOW (timers real) and the classes answered. */
export async function openLive(upcoming: TLiveClass[], past: TLiveClass[] = [], session: TSession = schoolSession, options: HandlerOptions = {}) {
  await Promise.all([import('../live-screen.tsx'), import('../../../locales/live/en.json')]);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  server.use(meetingsHandler(upcoming, past, options));
  const instant = new Date(NOW);
  const at = { ...session, time_zone: 'Asia/Kolkata', logindatetime: instant.toISOString(), expires_at: new Date(instant.getTime() + 3_600_000).toISOString() };
  const view = await renderApp('/live', { session: at });
  await screen.findByRole('heading', { level: 1, name: 'Live Classes' });
  return view;
}

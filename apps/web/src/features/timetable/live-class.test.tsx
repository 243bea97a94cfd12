import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ZRecording, type TScheduleItem } from '@portal/contract';
import { parentSession } from '../../test/fixtures.ts';
import { fail, sent, server, sessionStartHandler } from '../../test/server.ts';
import { item, listRegion, openTimetable } from './testing/timetable-server.ts';

const START_PATH = '/api/v1/meeting_manager/session/start/101/';
const starts = () => sent.filter((r) => r.url.pathname.startsWith(START_PATH));

function live(overrides: Partial<TScheduleItem> = {}): TScheduleItem {
  return item({
    date: '2026-11-21',
    class_type: 'Online Class',
    session_name: 'Algebra live',
    start_time: '10:00 AM',
    end_time: '11:00 AM',
    session_id: 77,
    session_link: 'https://zoom.example/j/123456',
    live_meeting_with: 'Zoom',
    ...overrides,
  });
}

const liveCard = () => screen.getByRole('article', { name: 'Algebra live' });

/** A stand-in for the tab Join opens (jsdom has no windows). */
function stubTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { tab, open };
}

async function openWith(items: TScheduleItem[], options: Parameters<typeof openTimetable>[0] = {}) {
  const view = await openTimetable({ items, ...options });
  await listRegion();
  return view;
}

describe('live class card phases', () => {
  it('[TT-PHASE-2] [LIVE-JOIN-9] on the class day before the start, Join is disabled and says the class has not started', async () => {
    await openWith([live({ start_time: '11:00 AM', end_time: '12:00 PM' })]);
    expect(within(liveCard()).getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(within(liveCard()).getByText('Class has not started yet')).toBeInTheDocument();
  });

  it('[TT-PHASE-6] a class on a later day is not open yet', async () => {
    await openWith([live({ date: '2026-11-23' })]);
    expect(within(liveCard()).getByRole('button', { name: 'Join' })).toBeDisabled();
  });

  it('[TT-PHASE-3] [TT-PHASE-12] in progress by the server time, though the browser clock is earlier: Join is enabled', async () => {
    await openWith([live()], { at: '2026-11-21T09:00:00+05:30', time: '2026-11-21T10:15:00+05:30' });
    expect(within(liveCard()).getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(within(liveCard()).queryByText('Class has not started yet')).not.toBeInTheDocument();
  });

  it('[TT-PHASE-12] the start minute is in progress and the end minute is over', async () => {
    await openWith([live({ start_time: '10:15 AM', end_time: '11:00 AM', session_name: 'Starts now' }), live({ start_time: '09:15 AM', end_time: '10:15 AM', session_name: 'Ends now' })]);
    expect(within(screen.getByRole('article', { name: 'Starts now' })).getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(within(screen.getByRole('article', { name: 'Ends now' })).getByRole('button', { name: 'View recordings' })).toBeInTheDocument();
  });

  it('[TT-PHASE-4] [TT-PHASE-5] after the end, and on later days, the card offers View instead of Join', async () => {
    await openWith([live({ start_time: '08:00 AM', end_time: '09:00 AM', session_name: 'Earlier today' }), live({ date: '2026-11-19', session_name: 'Two days ago' })]);
    for (const name of ['Earlier today', 'Two days ago']) {
      const article = screen.getByRole('article', { name });
      expect(within(article).getByRole('button', { name: 'View recordings' })).toHaveTextContent('View');
      expect(within(article).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    }
  });

  it('[TT-PHASE-12] the phase is looked at again every 30 seconds: at the end Join becomes View', async () => {
    await openWith([live()], { at: '2026-11-21T10:59:45+05:30', fakeIntervals: true });
    expect(within(liveCard()).getByRole('button', { name: 'Join' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(within(liveCard()).getByRole('button', { name: 'View recordings' })).toBeInTheDocument();
  });
});

describe('live class Join', () => {
  it('[TT-PHASE-9] [LIVE-JOIN-2] [LIVE-JOIN-3] [LIVE-JOIN-6] Join asks the server (Zoom) and opens the link in a new tab cut off from the portal', async () => {
    server.use(sessionStartHandler(true));
    const { tab, open } = stubTab();
    const { user } = await openWith([live()]);
    await user.click(within(liveCard()).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(tab.location.href).toBe('https://zoom.example/j/123456'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    const [request] = starts();
    expect(request!.url.pathname).toBe('/api/v1/meeting_manager/session/start/101/77');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({ isZoomLiveClass: '1' });
  });

  it('[TT-PHASE-10] [LIVE-JOIN-4] [LIVE-JOIN-7] [LIVE-JOIN-10] refused (Webex): the tab closes and an alert says the class cannot start yet', async () => {
    server.use(sessionStartHandler(false));
    const { tab } = stubTab();
    const { user } = await openWith([live({ live_meeting_with: 'webex' })]);
    await user.click(within(liveCard()).getByRole('button', { name: 'Join' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Cannot start class' });
    expect(alert).toHaveTextContent('You cannot start the class as classes can only be started after the scheduled time.');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(Object.fromEntries(starts()[0]!.url.searchParams)).toEqual({ isWebexLiveClass: '1' });
    await user.click(within(alert).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('[LIVE-JOIN-5] another provider sends neither query parameter', async () => {
    server.use(sessionStartHandler(true));
    stubTab();
    const { user } = await openWith([live({ live_meeting_with: 'Proctur Live' })]);
    await user.click(within(liveCard()).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(starts()).toHaveLength(1));
    expect([...starts()[0]!.url.searchParams.keys()]).toEqual([]);
  });

  it('[TT-PHASE-7] [LIVE-JOIN-1] a parent is refused with the spec text and the server is not asked', async () => {
    const { open } = stubTab();
    const { user } = await openWith([live()], { session: parentSession });
    await user.click(within(liveCard()).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Parents are not allowed to join')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(starts()).toHaveLength(0);
  });

  it('[TT-PHASE-11] a start failure with a server message shows it and goes to the dashboard', async () => {
    server.use(http.get('/api/v1/meeting_manager/session/start/:i/:s', () => fail(404, 'Session not found')));
    const { tab } = stubTab();
    const { user } = await openWith([live()]);
    await user.click(within(liveCard()).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/dashboard'));
    expect(tab.close).toHaveBeenCalled();
  });

  it('[TT-PHASE-11] [LIVE-JOIN-8] a start failure without a message shows the generic toast and stays', async () => {
    server.use(http.get('/api/v1/meeting_manager/session/start/:i/:s', () => new Response(null, { status: 400 })));
    stubTab();
    const { user } = await openWith([live()]);
    await user.click(within(liveCard()).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Bad Request')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-account/timetable');
  });
});

describe('live class recordings', () => {
  it('[TT-LIVE-6] [LIVE-REC-2] View lists the recordings (name, length, size in MB, when recorded) with the plays the answer\'s flag allows', async () => {
    const recording = ZRecording.parse({
      download_id: 9,
      video_id: 'rec-9-1',
      vimeo_video_id: null,
      session_name: 'Algebra live – part 1',
      video_duration: '58 mins',
      video_size: 412.5,
      recording_date_time: '2026-11-19T10:02:00+05:30',
      recording_uploaded_on: '2026-11-19',
    });
    server.use(
      http.get('/api/v1/meeting_manager/recording/download/101/9', () =>
        HttpResponse.json({ statusCode: 200, message: 'OK', result: { video_url: '/api/v1/meeting_manager/recording/file?r=9&exp=1&sig=x' } }),
      ),
      http.put('/api/v1/instFileSystem/update-watch-count', async ({ request }) => {
        sent.push({ method: 'PUT', url: new URL(request.url), headers: request.headers, body: await request.json() });
        return HttpResponse.json({ statusCode: 200, message: 'OK', result: null });
      }),
    );
    const { user } = await openWith([live({ date: '2026-11-19', download_links: [recording] })]);
    await user.click(within(liveCard()).getByRole('button', { name: 'View recordings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recordings: Algebra live' });
    expect(dialog).toHaveTextContent('Algebra live – part 1');
    expect(dialog).toHaveTextContent('Length58 mins');
    expect(dialog).toHaveTextContent('Size412.5 MB');
    expect(dialog).toHaveTextContent('Recorded19-11-2026 10:02 AM');
    // The answer's view_proctur_live_recorded_session is 1: the stored play and download, nothing protected.
    expect(within(dialog).queryByRole('button', { name: /^Protected play/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Play Algebra live – part 1' }));
    const player = await screen.findByRole('dialog', { name: 'Algebra live – part 1' });
    expect(player.querySelector('video')).toHaveAttribute('src', '/api/v1/meeting_manager/recording/file?r=9&exp=1&sig=x');
    await waitFor(() => expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ video_id: 'rec-9-1', institute_id: 101 }));
  });

  it('[TT-PHASE-8] View with no recordings says the recording list is not available', async () => {
    const { user } = await openWith([live({ date: '2026-11-19' })]);
    await user.click(within(liveCard()).getByRole('button', { name: 'View recordings' }));
    expect(await screen.findByText('Recording list is not available')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

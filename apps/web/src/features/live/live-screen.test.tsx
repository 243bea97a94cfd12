import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parentSession } from '../../test/fixtures.ts';
import { sent, server, sessionStartHandler } from '../../test/server.ts';
import { liveClass, meetingBodies, meetingsHandler, openLive, opticsRecording } from './testing/live-server.ts';

afterEach(() => vi.useRealTimers());

const onNow = () => liveClass('2026-11-21', '10:00', '11:30', { session_id: 501, session_name: 'Algebra live', teachersName: 'Kavita Rao,null', t_photo_url: 'null,' });
const later = () => liveClass('2026-11-21', '17:00', '17:45', { session_id: 502, session_name: 'Physics doubts', teachersName: 'Vikram Sen', course_list: [{ course_name: 'Class 8' }, { course_name: 'Olympiad Physics and Astronomy Group' }] });
const tomorrow = () => liveClass('2026-11-22', '09:00', '10:00', { session_id: 503, session_name: 'Chemistry basics', teachersName: 'Anita Iyer' });
const card = (name: string) => screen.getByRole('article', { name });

describe('live classes screen', () => {
  it('[LIVE-TAB-1] [LIVE-LOAD-1] [LIVE-GROUP-2] [LIVE-CARD-1..5] [LIVE-COUNT-2] [LIVE-COUNT-4] [LIVE-COUNT-5] Todays: grouped under Today, the ongoing class with Join, a later one counting down', async () => {
    const { user } = await openLive([onNow(), later(), tomorrow()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Today, 21-11-2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(["Today's classes", 'Upcoming classes', 'Past classes']);
    expect(meetingBodies()[0]).toEqual({ institution_id: 101, user_id: expect.any(Number), page_offset: 0, page_size: -1, live_future_past: 1, category: 3, from_date: null, to_date: null });

    const ongoing = card('Algebra live');
    expect(within(ongoing).getByText('Ongoing')).toBeInTheDocument();
    expect(within(ongoing).getByRole('button', { name: 'Join Algebra live' })).toBeEnabled();
    expect(within(ongoing).getByText('10:00 AM')).toBeInTheDocument();
    expect(within(ongoing).getByText('11:30 AM')).toBeInTheDocument();
    expect(within(ongoing).getByText('1 hr 30 mins')).toBeInTheDocument();
    // The null-like second teacher is dropped, and with it their photo.
    expect(within(ongoing).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['KRKavita Rao']);

    const next = card('Physics doubts');
    expect(within(next).getByRole('button', { name: 'Join Physics doubts' })).toBeDisabled();
    expect(within(next).getByText('Class has not started yet')).toBeInTheDocument();
    expect(within(next).getByText('6 hrs 45 mins')).toBeInTheDocument();
    expect(within(next).getByText('45 mins')).toBeInTheDocument();
    within(next).getByText('Olympiad Physics and Astronomy...');
    // Whole at a tap, and named whole for a screen reader (decision 089), no hover-only title.
    const longCourse = within(next).getByRole('button', { name: 'Olympiad Physics and Astronomy Group' });
    await user.click(longCourse);
    expect(longCourse.textContent).toBe('Olympiad Physics and Astronomy Group');
    expect(next.querySelector('[title]')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Chemistry basics' })).not.toBeInTheDocument();
  });

  it('[LIVE-TAB-2] [LIVE-TAB-3] [LIVE-GROUP-3] [LIVE-GROUP-5] Upcoming starts tomorrow; switching tabs clears the search and reloads', async () => {
    const { user } = await openLive([onNow(), later(), tomorrow()]);
    await screen.findByRole('article', { name: 'Algebra live' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'physics');
    expect(screen.queryByRole('article', { name: 'Algebra live' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Upcoming classes' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunday, 22-11-2026' })).toBeInTheDocument();
    expect(card('Chemistry basics')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Algebra live' })).not.toBeInTheDocument();
    await waitFor(() => expect(meetingBodies()).toHaveLength(2));
  });

  it('[LIVE-SEARCH-1] [LIVE-SEARCH-2] the search matches teacher, course, session name and end date, ignoring case', async () => {
    const { user } = await openLive([onNow(), later()]);
    await screen.findByRole('article', { name: 'Algebra live' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'VIKRAM');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Physics doubts']);
    await user.clear(search);
    await user.type(search, 'olympiad');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, '21-11-2026');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.clear(search);
    await user.type(search, 'biology');
    expect(screen.getByText('No class matches your search.')).toBeInTheDocument();
  });

  it('[LIVE-LOAD-2] [LIVE-PAST-1..5] [LIVE-PAST-7] the past: the last 30 days, a count, a start after today refused, Apply reloads', async () => {
    const past = [liveClass('2026-11-19', '16:00', '17:00', { session_name: 'Optics recap' }), liveClass('2026-11-20', '16:00', '17:00', { session_name: 'Waves' })];
    const { user } = await openLive([], past);
    server.use(meetingsHandler([], past, { pastDelayMs: 300 }));
    await user.click(await screen.findByRole('tab', { name: 'Past classes' }));
    // Never the Todays answer shown as an empty past while the past loads.
    expect(screen.getByRole('progressbar', { name: 'Loading live classes…' })).toBeInTheDocument();
    expect(screen.queryByText('0 past classes found')).not.toBeInTheDocument();
    expect(await screen.findByText('2 past classes found')).toBeInTheDocument();
    expect(meetingBodies().at(-1)).toMatchObject({ live_future_past: 2, from_date: '22-10-2026', to_date: '21-11-2026' });
    // Newest day first.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Friday, 20-11-2026', 'Thursday, 19-11-2026']);

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-25');
    const calls = meetingBodies().length;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Start Date Should Be Less Than Or Equal To Current Date .');
    expect(meetingBodies()).toHaveLength(calls);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-22');

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.clear(screen.getByLabelText('To'));
    // Both fields show DD-MM-YYYY whatever the browser's format, an empty end 'Up to today' (issue 35).
    expect(screen.getByLabelText('From').parentElement).toHaveTextContent(/^01-11-2026$/);
    expect(screen.getByLabelText('To').parentElement).toHaveTextContent(/^Up to today$/);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(meetingBodies().at(-1)).toMatchObject({ live_future_past: 2, from_date: '01-11-2026', to_date: null }));
  });

  it('[LIVE-JOIN-2] [LIVE-JOIN-3] [LIVE-JOIN-6] Join asks the server (Zoom) and opens the link in the new tab', async () => {
    server.use(sessionStartHandler(true));
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = await openLive([onNow()]);
    await user.click(await screen.findByRole('button', { name: 'Join Algebra live' }));
    await waitFor(() => expect(tab.location.href).toBe('https://zoom.example/j/123456'));
    const start = sent.find((r) => r.url.pathname === '/api/v1/meeting_manager/session/start/101/501')!;
    expect(Object.fromEntries(start.url.searchParams)).toEqual({ isZoomLiveClass: '1' });
    expect(tab.opener).toBeNull();
  });

  it('[LIVE-JOIN-1] a parent sees the child’s classes and is refused at Join, the server not asked', async () => {
    const open = vi.spyOn(window, 'open');
    const { user } = await openLive([onNow()], [], parentSession);
    await user.click(await screen.findByRole('button', { name: 'Join Algebra live' }));
    expect(await screen.findByText('Parents are not allowed to join')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(sent.some((r) => r.url.pathname.includes('/session/start/'))).toBe(false);
  });
});

describe('recordings of a past class', () => {
  const recording = opticsRecording;
  const pastClass = () => liveClass('2026-11-19', '16:00', '17:00', { session_name: 'Optics recap', download_links: [recording, { ...recording, download_id: 10, video_id: null, session_name: 'Optics recap (part 2)' }] });

  it('[LIVE-REC-2] [LIVE-REC-8] [LIVE-REC-9] [LIVE-REC-12] the stored play streams the recording in a dialog and counts a watch', async () => {
    server.use(
      http.get('/api/v1/meeting_manager/recording/download/101/9', ({ request }) => {
        sent.push({ method: 'GET', url: new URL(request.url), headers: request.headers, body: null });
        return HttpResponse.json({ statusCode: 200, message: 'OK', result: { video_url: '/api/v1/meeting_manager/recording/file?r=9&exp=1&sig=x' } });
      }),
      http.put('/api/v1/instFileSystem/update-watch-count', async ({ request }) => {
        sent.push({ method: 'PUT', url: new URL(request.url), headers: request.headers, body: await request.json() });
        return HttpResponse.json({ statusCode: 200, message: 'OK', result: null });
      }),
    );
    const { user } = await openLive([], [pastClass()]);
    await user.click(await screen.findByRole('tab', { name: 'Past classes' }));
    await user.click(await screen.findByRole('button', { name: 'Recordings of Optics recap' }));
    const popup = await screen.findByRole('dialog', { name: 'Recordings: Optics recap' });
    expect(within(popup).getAllByText('412.5 MB')).toHaveLength(2);
    // The second part has no protected copy, but its stored play needs only its download id.
    expect(within(popup).getByRole('button', { name: 'Play Optics recap (part 2)' })).toBeEnabled();
    await user.click(within(popup).getByRole('button', { name: 'Play Optics recap' }));
    const player = await screen.findByRole('dialog', { name: 'Optics recap' });
    expect(player.querySelector('video')).toHaveAttribute('src', '/api/v1/meeting_manager/recording/file?r=9&exp=1&sig=x');
    expect(sent.find((r) => r.url.pathname.endsWith('/recording/download/101/9'))!.url.searchParams.get('type')).toBe('1');
    await waitFor(() => expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ video_id: 'rec-9-1', institute_id: 101 }));
  });

  it('[LIVE-REC-11] a download that cannot be had says so', async () => {
    server.use(http.get('/api/v1/meeting_manager/recording/download/101/9', () => HttpResponse.json({ statusCode: 404, message: 'Not Found' }, { status: 404 })));
    const { user } = await openLive([], [pastClass()]);
    await user.click(await screen.findByRole('tab', { name: 'Past classes' }));
    await user.click(await screen.findByRole('button', { name: 'Recordings of Optics recap' }));
    await user.click(await screen.findByRole('button', { name: 'Download Optics recap' }));
    expect(await screen.findByText('Video file cannot be downloaded, contact institute administrator')).toBeInTheDocument();
  });

  it('[LIVE-REC-6] [LIVE-VIMEO-1] [LIVE-VIMEO-2] [LIVE-VIMEO-3] a Vimeo recording lists its download links, asked with the institute header; none says so', async () => {
    const onVimeo = { ...recording, download_id: 11, vimeo_video_id: '76979871', recording_uploaded_on: 'Vimeo', session_name: 'Waves' };
    let header: string | null = null;
    let answer = [
      { width: 1920, height: 1080, link: 'https://vimeo.example/download/76979871/1080p.mp4', size_short: '512.3 MB', size: 537_182_003 },
      { width: 640, height: 360, link: 'https://vimeo.example/download/76979871/360p.mp4', size_short: '87.1 MB', size: 91_331_379 },
    ];
    server.use(
      http.get('/prod/vimeo/download-links/76979871', ({ request }) => {
        header = request.headers.get('x-prod-inst-id');
        return HttpResponse.json({ statusCode: 200, message: 'OK', result: answer });
      }),
    );
    const { user } = await openLive([], [liveClass('2026-11-20', '16:00', '17:00', { session_name: 'Waves', download_links: [onVimeo] })]);
    await user.click(await screen.findByRole('tab', { name: 'Past classes' }));
    await user.click(await screen.findByRole('button', { name: 'Recordings of Waves' }));
    await user.click(await screen.findByRole('button', { name: 'Vimeo download: Waves' }));
    const links = await screen.findByRole('dialog', { name: 'Download from Vimeo: Waves' });
    expect(await within(links).findByText('1920 x 1080 · 512.3 MB')).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'Download 640 x 360' })).toHaveAttribute('href', 'https://vimeo.example/download/76979871/360p.mp4');
    expect(header).toBe('101');
    await user.click(within(links).getByRole('button', { name: 'Close' }));

    answer = [];
    await user.click(screen.getByRole('button', { name: 'Vimeo download: Waves' }));
    expect(await screen.findByText('No download link found')).toBeInTheDocument();
  });

  it('[LIVE-REC-4] [LIVE-REC-5] [VIEWER-VDO-1] [VIEWER-VDO-4] the protected play: a token, the stream, a moving watermark; closing reports the seconds watched', async () => {
    const info = { videoId: 'rec-9-1', stream: '/api/v1/instFileSystem/vdo/0123456789abcdef0123456789abcdef', renew: '/api/v1/instFileSystem/vdo/renew', ttlSeconds: 300, watermark: { name: 'Aarav Sharma', id: '90••••••01' } };
    const playbackInfo = btoa(unescape(encodeURIComponent(JSON.stringify(info))));
    server.use(
      http.post('/api/v1/instFileSystem/videoOTP', async ({ request }) => {
        sent.push({ method: 'POST', url: new URL(request.url), headers: request.headers, body: await request.json() });
        return HttpResponse.json({ status: 200, message: 'OK', otp: '0123456789abcdef0123456789abcdef', playbackInfo, data: { otp: '0123456789abcdef0123456789abcdef', playbackInfo } });
      }),
      http.post('/api/v1/instFileSystem/allocateWatchHistory', async ({ request }) => {
        sent.push({ method: 'POST', url: new URL(request.url), headers: request.headers, body: await request.json() });
        return HttpResponse.json({ statusCode: 200, message: 'OK', result: null });
      }),
    );
    // Flag 3: stored and protected plays; the second part has no protected copy [LIVE-REC-7].
    const { user } = await openLive([], [pastClass()], undefined, { flag: 3 });
    await user.click(await screen.findByRole('tab', { name: 'Past classes' }));
    await user.click(await screen.findByRole('button', { name: 'Recordings of Optics recap' }));
    expect(await screen.findByRole('button', { name: 'Protected play: Optics recap (part 2)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Protected play: Optics recap' }));
    const player = await screen.findByRole('dialog', { name: 'Optics recap' });
    const video = await waitFor(() => player.querySelector('video')!);
    expect(video).toHaveAttribute('src', info.stream);
    expect(within(player).getByText('Aarav Sharma · 90••••••01')).toBeInTheDocument();
    const otp = sent.find((r) => r.url.pathname === '/api/v1/instFileSystem/videoOTP')!;
    expect(otp.url.searchParams.get('source')).toBe('IOS-APP');
    expect(otp.body).toEqual({ videoID: 'rec-9-1', institute_id: 101, user_id: expect.any(Number) });

    // Played 1.4 s, then a seek to 20 s (not counted), then closed.
    let time = 0;
    Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => time, set: (v: number) => (time = v) });
    for (const at of [0.5, 1.4]) {
      time = at;
      video.dispatchEvent(new Event('timeupdate'));
    }
    time = 20;
    video.dispatchEvent(new Event('seeked'));
    video.dispatchEvent(new Event('timeupdate'));
    await user.click(within(player).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(sent.find((r) => r.url.pathname === '/api/v1/instFileSystem/allocateWatchHistory')?.body).toEqual({ video_id: 'rec-9-1', watch_duration: 1 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Optics recap' })).not.toBeInTheDocument());
  });

  it('[VIEWER-VDO-2] a refusal inside the token answer shows the server’s message', async () => {
    server.use(http.post('/api/v1/instFileSystem/videoOTP', () => HttpResponse.json({ status: 403, message: 'This video is not available to you' })));
    const { user } = await openLive([], [pastClass()], undefined, { flag: 3 });
    await user.click(await screen.findByRole('tab', { name: 'Past classes' }));
    await user.click(await screen.findByRole('button', { name: 'Recordings of Optics recap' }));
    await user.click(await screen.findByRole('button', { name: 'Protected play: Optics recap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This video is not available to you');
  });
});

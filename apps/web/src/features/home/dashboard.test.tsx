import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSession } from '@portal/contract';
import { endSession } from '../../lib/session-store.ts';
import { announcement, banner, coachingSession, openUserSession, parentSession, promo, schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { announcementsHandler, bannersHandler, fail, sent, server } from '../../test/server.ts';

const marketingOff: TSession = { ...schoolSession, inst_set_up: { ...schoolSession.inst_set_up, is_marketing_and_banner: false } };
const requests = (part: string) => sent.filter((r) => r.url.pathname.includes(part));
const board = (name: string) => screen.findByRole('region', { name });

async function openDashboard(session: TSession = schoolSession) {
  const view = await renderApp('/dashboard', { session });
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  return view;
}

describe('dashboard greeting', () => {
  it('[HOME-GREET-6] a parent login greets the parent by name', async () => {
    await openDashboard(parentSession);
    expect(await screen.findByText(/^Good (Morning|Noon|Afternoon|Evening), Meera Sharma$/)).toBeInTheDocument();
  });

  it('[HOME-GREET-2] [HOME-GREET-7] [HOME-CLOCK-2] [HOME-QUOTE-1] noon in the user zone, the date and the Friday quote', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = new Date('2026-11-20T07:00:00Z'); // 12:30 in Kolkata, a Friday
    vi.setSystemTime(at);
    const session = { ...schoolSession, time_zone: 'Asia/Kolkata', logindatetime: at.toISOString(), expires_at: new Date(at.getTime() + 3_600_000).toISOString() };
    await openDashboard(session);
    expect(await screen.findByText('Good Noon, Aarav Sharma')).toBeInTheDocument();
    expect(screen.getByText('Friday, 20-11-2026')).toBeInTheDocument();
    expect(screen.getByText('12:30:00 PM')).toBeInTheDocument();
    expect(screen.getByText('“Live as if you were to die tomorrow. Learn as if you were to live forever.”')).toBeInTheDocument();
    expect(screen.getByText('— Mahatma Gandhi')).toBeInTheDocument();
  });
});

describe('banners', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
  });

  it('[HOME-BANNER-1] [HOME-PROMO-1] marketing off: no banner call, no carousel, no promo', async () => {
    server.use(bannersHandler([banner(1, { is_redir: true, land_scr: 'TIMETABLE' })], [promo]));
    await openDashboard(marketingOff);
    await screen.findByText('No notices yet.');
    expect(requests('/banner-prom/')).toHaveLength(0);
    expect(screen.queryByRole('img', { name: 'Term 2 timetable is out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('[HOME-BANNER-2] [HOME-BANNER-4] at most the first 5 banners, each its image', async () => {
    server.use(bannersHandler([1, 2, 3, 4, 5, 6, 7].map((id) => banner(id))));
    await openDashboard();
    const region = await board('Banners');
    const images = within(region).getAllByRole('img');
    expect(images).toHaveLength(5);
    expect(images[0]).toHaveAttribute('src', '/my-account/demo/banner-1.svg');
    expect(within(region).queryByRole('img', { name: 'Annual day rehearsals' })).not.toBeInTheDocument();
    expect(requests('/api/v1/banner-prom/for_student/1')).toHaveLength(1);
  });

  it('[HOME-BANNER-3] previous and next scroll the strip by 300 px', async () => {
    const scrollBy = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true, writable: true });
    server.use(bannersHandler([banner(1), banner(2), banner(3)]));
    const { user } = await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Next banner' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    await user.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
  });

  it('[HOME-BANNER-6] [HOME-BANNER-7] [HOME-BANNER-8] a banner with a landing screen navigates inside the portal', async () => {
    server.use(bannersHandler([banner(1, { is_redir: true, land_scr: 'TIMETABLE', red_link: 'https://elsewhere.example' })]));
    const { user } = await openDashboard();
    await user.click(await screen.findByRole('link', { name: 'Term 2 timetable is out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/timetable'));
  });

  it('[HOME-BANNER-6] [HOME-BANNER-8] without a landing screen it opens red_link in a new tab; a javascript: link stays inert', async () => {
    server.use(
      bannersHandler([
        banner(2, { is_redir: true, red_link: 'https://classes.example/revision' }),
        banner(3, { is_redir: true, red_link: 'javascript:window.__xss=1' }),
      ]),
    );
    await openDashboard();
    const link = await screen.findByRole('link', { name: 'Live revision classes this week' });
    expect(link).toHaveAttribute('href', 'https://classes.example/revision');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Mock exam series opens Monday' }).closest('a, button')).toBeNull();
  });

  it('[HOME-BANNER-5] a banner whose is_redir is off is a plain picture', async () => {
    server.use(bannersHandler([banner(1, { is_redir: false, land_scr: 'EXAM', red_link: 'https://x.example' })]));
    const { user } = await openDashboard();
    const image = await screen.findByRole('img', { name: 'Term 2 timetable is out' });
    expect(image.closest('a, button')).toBeNull();
    await user.click(image);
    expect(window.location.pathname).toBe('/my-account/dashboard');
  });
});

describe('promo popup', () => {
  it('[HOME-PROMO-1..5] opens once with its image, then never again in this browser, even after a logout', async () => {
    server.use(bannersHandler([], [promo]));
    const first = await openDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Special offer' });
    expect(within(dialog).getByRole('img', { name: '20% off all mock test series' })).toHaveAttribute('src', '/my-account/demo/promo-1.svg');
    expect(localStorage.getItem('promoSeen')).toBe('1');
    await first.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    endSession('logout');
    expect(localStorage.getItem('promoSeen')).toBe('1');
    await openDashboard();
    await waitFor(() => expect(requests('/banner-prom/')).toHaveLength(1));
    await screen.findByText('No notices yet.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('notice board', () => {
  const five = [
    announcement(1, '2026-11-01', '09:00', { ancmnt_title: 'Sports day' }),
    announcement(2, '2026-11-03', '08:00', { ancmnt_title: 'Library week', updated_by: 'Ms. Rao' }),
    announcement(3, '2026-11-03', '17:30', { ancmnt_title: 'Parent meeting', file_name: 'agenda.pdf', announcement_img_url: '/my-account/demo/notice-ptm.svg' }),
    announcement(4, '2026-10-30', '23:00', { ancmnt_title: 'Holiday on Monday' }),
    announcement(5, '2026-11-02', '15:05', { ancmnt_title: 'Science fair', description: '<p>Bring your <b>lab coat</b></p>' }),
  ];

  it('[HOME-ANN-4] schools read Notice Board, others Announcement', async () => {
    const school = await openDashboard(schoolSession);
    expect(await screen.findByRole('heading', { level: 2, name: 'Notice Board' })).toBeInTheDocument();
    school.unmount();
    await renderApp('/dashboard', { session: coachingSession });
    expect(await screen.findByRole('heading', { level: 2, name: 'Announcement' })).toBeInTheDocument();
  });

  it('[HOME-ANN-1] [HOME-ANN-5] [HOME-ANN-7] [HOME-ANN-9] the three latest, each with its details', async () => {
    server.use(announcementsHandler(five));
    await openDashboard();
    const region = await board('Notice Board');
    const cards = await within(region).findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Parent meeting', 'Library week', 'Science fair']);
    const first = cards[0]!;
    expect(first).toHaveTextContent('03-11-2026 05:30 PM');
    expect(first).toHaveTextContent('By School Office');
    expect(first).toHaveTextContent('Class 10 - A, Class 10 - B');
    expect(first).toHaveTextContent('agenda.pdf');
    expect(first.querySelector('img')).toHaveAttribute('src', '/my-account/demo/notice-ptm.svg');
  });

  it('[HOME-ANN-2] [HOME-ANN-3] View All lists everything and the search filters it', async () => {
    server.use(announcementsHandler(five));
    const { user } = await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'View All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice Board' });
    expect(within(dialog).getAllByRole('article')).toHaveLength(5);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search notices' }), 'LAB COAT');
    expect(within(dialog).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Science fair']);
    await user.clear(within(dialog).getByLabelText('Search notices'));
    await user.type(within(dialog).getByLabelText('Search notices'), 'rao');
    expect(within(dialog).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Library week']);
    await user.type(within(dialog).getByLabelText('Search notices'), 'zzz');
    expect(within(dialog).getByText('No notices match your search.')).toBeInTheDocument();
  });

  it('[HOME-ANN-6] hostile HTML renders inert', async () => {
    const hostile =
      '<p onclick="window.__xss=1" style="color:red">Hello <b>class</b></p>' +
      '<img src="x" onerror="window.__xss=2">' +
      '<script>window.__xss=3</script>' +
      '<a href="javascript:window.__xss=4">bad link</a>' +
      '<a href="https://school.example/fees">fee notice</a>' +
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">' +
      '<form action="https://evil.example"><input name="pw"></form><style>body{display:none}</style>' +
      '<svg><a href="javascript:window.__xss=5"><text>svg</text></a></svg>';
    server.use(announcementsHandler([announcement(9, '2026-11-05', '10:00', { description: hostile })]));
    const { user } = await openDashboard();
    const card = await within(await board('Notice Board')).findByRole('article');
    expect(card).toHaveTextContent('Hello class');
    expect(card.querySelectorAll('script, style, iframe, object, embed, form, input')).toHaveLength(0);
    const withHandlers = [...card.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name) || a.name === 'style'));
    expect(withHandlers).toEqual([]);
    expect(card.querySelector('img[src="x"]')).toHaveAttribute('alt', '');
    const hrefs = [...card.querySelectorAll('[href], [xlink\\:href]')].map((el) => el.getAttribute('href') ?? el.getAttribute('xlink:href') ?? '');
    expect(hrefs.filter((h) => /^\s*javascript:/i.test(h))).toEqual([]);
    const good = within(card).getByRole('link', { name: 'fee notice' });
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(card).getByText('bad link'));
    await user.click(within(card).getByText(/Hello/));
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('[HOME-ANN-8] a student sends the student id; user type 99 does not', async () => {
    const school = await openDashboard(schoolSession);
    await screen.findByText('No notices yet.');
    school.unmount();
    const [student] = requests('/fetchAnnouncementForStudent/');
    expect(student!.url.pathname).toBe('/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/101');
    expect(student!.url.searchParams.get('is_active')).toBe('true');
    expect(student!.url.searchParams.get('student_id')).toBe('7001');

    await renderApp('/dashboard', { session: openUserSession });
    await screen.findByText('No notices yet.');
    const [open] = requests('/fetchAnnouncementForStudent/');
    expect(open!.url.searchParams.get('is_active')).toBe('true');
    expect(open!.url.searchParams.has('student_id')).toBe(false);
  });

  it('[SESSION-FORBID-4] a 400 on the notices logs out with the server message', async () => {
    server.use(http.get('/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/:id', () => fail(400, 'Student not found in this institute.')));
    await renderApp('/dashboard', { session: schoolSession });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByText('Student not found in this institute.')).toBeInTheDocument();
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('[HOME-ANN-1] a failed load shows an error with a retry, not an empty board', async () => {
    server.use(http.get('/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/:id', () => fail(404, '')));
    await openDashboard();
    expect(await screen.findByText('The notices could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('opened directly (issue 14: its calls start with the app, not after its first render)', () => {
  it('[HOME-ANN-1] [HOME-BANNER-1] the screen shows the answers of the calls started early, asked once each', async () => {
    server.use(announcementsHandler([announcement(1, '2026-11-03', '08:00', { ancmnt_title: 'Library week' })]), bannersHandler([banner(1), banner(2)]));
    await openDashboard();
    // Started by the app's start for a signed-in /dashboard, which asks for the first banner's
    // picture as soon as the answer is there (the screen's own query would not).
    const preload = () => document.head.querySelector('link[rel="preload"][as="image"]');
    await waitFor(() => expect(preload()).toHaveAttribute('href', '/my-account/demo/banner-1.svg'));
    preload()!.remove();
    const region = await board('Notice Board');
    expect(await within(region).findByRole('heading', { level: 3, name: 'Library week' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Term 2 timetable is out' })).toBeInTheDocument();
    expect(requests('/fetchAnnouncementForStudent/')).toHaveLength(1);
    expect(requests('/banner-prom/for_student/')).toHaveLength(1);
    expect(requests('/api/v1/session')).toHaveLength(1);
  });
});

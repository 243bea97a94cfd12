import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { schoolSession } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { fail, sent, server } from '../test/server.ts';
import { holdTheTimers, runDueWork, runUntil } from '../test/test-clock.ts';

const loginButton = () => screen.findByRole('button', { name: 'Login' });

describe('routes', () => {
  it('[ROUTE-PROT-3] [ROUTE-PROT-4] [ROUTE-PROT-5] a protected address without a session goes to login, and back there after it', async () => {
    const { user } = await renderApp('/timetable?week=2');
    await loginButton();
    expect(window.location.pathname).toMatch(/^\/my-account\/?$/);
    await user.type(screen.getByLabelText('Email or Phone Number'), '9000000001');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/timetable'));
    expect(window.location.search).toBe('?week=2');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Time Table' })).toHaveAttribute('aria-current', 'page');
  });

  it('[ROUTE-PROT-3] a stored session whose user id is 0 is no session', async () => {
    await renderApp('/fees', { session: { ...schoolSession, user_id: 0 } });
    await loginButton();
  });

  it('[ROUTE-PROT-2] protected routes match exactly, case included', async () => {
    await renderApp('/DASHBOARD', { session: schoolSession });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  for (const path of ['/messages', '/Messages', '/profile', '/Profile', '/announcement']) {
    it(`[ROUTE-CASE-1] [ROUTE-CASE-2] [ROUTE-SCREEN-1] [ROUTE-SCREEN-2] ${path} shows its screen`, async () => {
      await renderApp(path, { session: schoolSession });
      const title = { '/messages': 'Messages', '/Messages': 'Messages', '/profile': 'Profile', '/Profile': 'Profile', '/announcement': 'Home' }[path];
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const content = { '/messages': 'No messages yet.', '/Messages': 'No messages yet.', '/announcement': 'No notices yet.', '/profile': 'Education', '/Profile': 'Education' }[path] ?? 'This screen is coming soon.';
      expect(await screen.findByText(content)).toBeInTheDocument();
    });
  }

  it('[ROUTE-LOGIN-1] /userLogin without a token is the login page', async () => {
    await renderApp('/userLogin');
    await loginButton();
  });

  it('[ROUTE-LOGIN-2] [ROUTE-SCREEN-3] an address with a token goes to /userLogin?token= and the single sign-on gets the token unchanged', async () => {
    const tokens: unknown[] = [];
    server.use(
      http.post('/prod/ext/sso/login', async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return fail(401, 'The login link is invalid or has expired.');
      }),
    );
    await renderApp('/dashboard?token=ab%2Bc');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(tokens).toEqual(['ab+c']);
  });

  it('[SSO-PAGE-1] [SSO-PAGE-2] [SSO-PAGE-3] [SSO-PAGE-4] [ROUTE-PUB-2] the public error page leads back to login', async () => {
    const { user } = await renderApp('/errorPage');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText('The login link might be invalid or expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await loginButton();
  });

  it('[ROUTE-UNKNOWN-1] an unknown address shows a not-found page with a link home', async () => {
    const { user } = await renderApp('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /home/i }));
    await loginButton();
  });

  it('[SHELL-CTX-1] the context menu is blocked on the login page and on the error page', async () => {
    await renderApp('/');
    await loginButton();
    expect(fireEvent.contextMenu(document.body)).toBe(false);
    await renderApp('/errorPage');
    await screen.findByRole('heading', { name: 'Oops! Something went wrong.' });
    expect(fireEvent.contextMenu(screen.getByRole('heading', { name: 'Oops! Something went wrong.' }))).toBe(false);
  });

  it('[LOGIN-OUT-4] the login page with a live session goes on to /dashboard', async () => {
    await renderApp('/', { session: schoolSession });
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/dashboard'));
  });
});

describe('session', () => {
  it('[SESSION-STORE-1] a reload keeps the user in and confirms the session with the server', async () => {
    await renderApp('/dashboard', { session: schoolSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText(/^Good (Morning|Noon|Afternoon|Evening), Aarav Sharma$/)).toBeInTheDocument();
    await waitFor(() => expect(sent.some((r) => r.url.pathname === '/api/v1/session')).toBe(true));
  });

  it('[SESSION-FORBID-1] [SESSION-FORBID-2] [ERR-GEN-1] a 403 on an authenticated call logs out with the server message', async () => {
    server.use(http.get('/api/v1/session', () => fail(403, 'You signed in on another device.', 'SESSION_REPLACED')));
    await renderApp('/fees', { session: schoolSession });
    await loginButton();
    expect(await screen.findByText('You signed in on another device.')).toBeInTheDocument();
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('[SESSION-FORBID-3] a 403 on the branding lookup also logs out', async () => {
    server.use(http.get('/api/v1/institutes/getLogoAndFavIcon', () => fail(403, 'Access denied')));
    await renderApp('/dashboard', { session: schoolSession });
    await loginButton();
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });

  it('[SESSION-EXP-1] [SESSION-EXP-2] a session from an earlier calendar day is logged out on load', async () => {
    const yesterday = new Date(Date.now() - 26 * 60 * 60 * 1000).toISOString();
    await renderApp('/dashboard', { session: { ...schoolSession, logindatetime: yesterday } });
    await loginButton();
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('[SESSION-EXP-4] an open page is logged out at the session end (decision 008)', async () => {
    // Held timers: the page stays in until the very end, however long a busy machine takes to draw it.
    holdTheTimers();
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    await renderApp('/dashboard', { session: { ...schoolSession, expires_at: expiresAt } });
    await runUntil(() => screen.queryByRole('navigation', { name: 'Main menu' }) !== null, 'the signed-in page');
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    await runDueWork();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await runUntil(() => screen.queryByRole('button', { name: 'Login' }) !== null, 'the login page');
    expect(screen.getByText('Your session has ended for today. Please sign in again.')).toBeInTheDocument();
  });
});

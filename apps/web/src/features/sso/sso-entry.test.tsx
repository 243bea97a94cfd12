import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schoolSession, studentChoice } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fail, loginBodies, server } from '../../test/server.ts';
import { SSO_LANDING_DELAY_MS } from './sso-entry.tsx';
import { passLandingDelay, ssoBodies, ssoHandler, ssoResult } from './testing/sso-server.ts';

afterEach(() => sessionStorage.clear());

const path = () => window.location.pathname;

/** Opens a link with fake timers that move with real time, so the 1 s wait can be stepped over. */
async function openLink(search: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return renderApp(`/userLogin${search}`);
}

describe('single sign-on entry', () => {
  it('[SSO-FLOW-1] [SSO-FLOW-3] [SSO-FLOW-4] [SSO-FLOW-5] [SSO-FLOW-6] [SSO-FLOW-7] [LOGIN-TOKEN-2] signs in with the key and lands on the redirect address after 1 s', async () => {
    server.use(ssoHandler(ssoResult()));
    await openLink('?token=tok.en-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Single sign-on' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    // The one-time token leaves the address bar at once: in the effect that posts it, which may
    // run just after the heading is found (a busy machine), so wait for that state.
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(loginBodies()).toHaveLength(1));
    expect(ssoBodies()).toEqual([{ token: 'tok.en-1' }]);
    const body = loginBodies()[0]!;
    expect(body).toMatchObject({ user_name: '9000000001', sso_key: 'k3y-0123456789abcdef-one-time', institute_id: 101, source: 'WEB' });
    expect(body).not.toHaveProperty('password');
    expect(sessionStorage.getItem('redirect_url')).toBe('/my-account/messages');
    expect(sessionStorage.getItem('loginViaToken')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(SSO_LANDING_DELAY_MS - 200));
    expect(path()).toBe('/my-account/userLogin');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(path()).toBe('/my-account/messages'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('portal.session') ?? 'null')).toMatchObject({ user_id: schoolSession.user_id });
  });

  it('[SSO-FLOW-7] [LOGIN-TOKEN-3] without a redirect address it lands on the dashboard', async () => {
    server.use(ssoHandler(ssoResult({ redirect_url: null })));
    await openLink('?token=t2');
    await passLandingDelay(SSO_LANDING_DELAY_MS);
    await waitFor(() => expect(path()).toBe('/my-account/dashboard'));
    expect(sessionStorage.getItem('redirect_url')).toBeNull();
    expect(sessionStorage.getItem('loginViaToken')).toBe('true');
  });

  it('[SSO-FLOW-5] [SSO-FLOW-7] an address on another site is neither followed nor stored (decision 016)', async () => {
    server.use(ssoHandler(ssoResult({ redirect_url: 'https://evil.example/fees' })));
    await openLink('?token=t3');
    await passLandingDelay(SSO_LANDING_DELAY_MS);
    await waitFor(() => expect(path()).toBe('/my-account/dashboard'));
    expect(sessionStorage.getItem('redirect_url')).toBeNull();
  });

  it('[SSO-FLOW-10] with phone and email the phone signs in; with only an email, the email', async () => {
    server.use(ssoHandler(ssoResult({ phone: null, redirect_url: null })));
    await openLink('?token=t4');
    await waitFor(() => expect(loginBodies()).toHaveLength(1));
    expect(loginBodies()[0]).toMatchObject({ user_name: 'aarav@school.example' });
  });

  it('[LOGIN-AY-1] a token login asks no year: it goes on with the current year (decision 019)', async () => {
    const outsideYears = { ...schoolSession, acad_yr_id: 99 };
    server.use(
      ssoHandler(ssoResult({ redirect_url: null })),
      http.post('/api/v2/user/v3/login', () => HttpResponse.json({ statusCode: 200, message: 'OK', result: outsideYears })),
    );
    await openLink('?token=t5');
    await passLandingDelay(SSO_LANDING_DELAY_MS);
    await waitFor(() => expect(path()).toBe('/my-account/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('[SSO-FLOW-4] [LOGIN-PARENT-1] a parent chooses the child in the login page’s dialog, and the key goes with the choice', async () => {
    const bodies: { student_id?: number }[] = [];
    server.use(
      ssoHandler(ssoResult({ phone: '9000000010', redirect_url: null })),
      http.post('/api/v2/user/v3/login', async ({ request }) => {
        const body = (await request.clone().json()) as { student_id?: number };
        bodies.push(body);
        const result = body.student_id ? { ...schoolSession, user_type: 3, parentslogin: true, student_id: body.student_id } : studentChoice;
        return HttpResponse.json({ statusCode: 200, message: 'OK', result });
      }),
    );
    const { user } = await openLink('?token=t6');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Anaya Sharma/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(path()).toBe('/my-account/dashboard'));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ user_name: '9000000010', sso_key: 'k3y-0123456789abcdef-one-time', institute_id: 101, student_id: 7002 });
  });

  it('[SSO-FLOW-8] [SSO-FLOW-9] a refused token goes to the error page; Back to Login goes to /', async () => {
    server.use(ssoHandler(null));
    const { user } = await openLink('?token=used');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(path()).toBe('/my-account/errorPage');
    expect(loginBodies()).toEqual([]);
    expect(sessionStorage.getItem('loginViaToken')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await screen.findByRole('button', { name: 'Login' });
    expect(path()).toMatch(/^\/my-account\/?$/);
  });

  it('[SSO-FLOW-8] [SSO-FLOW-9] [SSO-PAGE-4] a status other than success carries its redirect address to the error page', async () => {
    server.use(ssoHandler(ssoResult({ status: 'FAILED', redirect_url: '/my-account/messages' })));
    const { user } = await openLink('?token=t7');
    await screen.findByRole('heading', { name: 'Oops! Something went wrong.' });
    expect(loginBodies()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    // /messages needs a session: the login page opens and leads there after signing in.
    await screen.findByRole('button', { name: 'Login' });
    await user.type(screen.getByLabelText('Email or Phone Number'), '9000000001');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(path()).toBe('/my-account/messages'));
  });

  it('[SSO-FLOW-8] a failed call (no answer) goes to the error page', async () => {
    server.use(http.post('/prod/ext/sso/login', () => HttpResponse.error()));
    await openLink('?token=t8');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
  });

  it('[SSO-FLOW-8] a login that refuses the key goes to the error page', async () => {
    server.use(ssoHandler(ssoResult()), http.post('/api/v2/user/v3/login', () => fail(401, 'Invalid username or password')));
    await openLink('?token=t9');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('[SSO-FLOW-2] an empty token goes to the error page without a call', async () => {
    await openLink('?token=');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(ssoBodies()).toEqual([]);
  });
});
